// Card openings count per calendar month in Kazakhstan's time (Asia/Almaty), whatever the server's zone.
const ZONE = "Asia/Almaty";

const parts = new Intl.DateTimeFormat("en-CA", { timeZone: ZONE, year: "numeric", month: "2-digit" });
const offsetFormat = new Intl.DateTimeFormat("en-US", { timeZone: ZONE, timeZoneName: "longOffset" });

/** YYYY-MM of the instant in Almaty. */
export function almatyMonth(now: Date): string {
  const p = Object.fromEntries(parts.formatToParts(now).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}`;
}

/** Almaty's offset from UTC at an instant, in minutes (+300 since March 2024, +360 before). */
function offsetMinutes(at: Date): number {
  const name = offsetFormat.formatToParts(at).find((x) => x.type === "timeZoneName")?.value ?? "GMT";
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === "-" ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 0;
}

/** The instant the next month starts in Almaty: the 1st, 00:00 local time. */
export function nextMonthStart(now: Date): Date {
  const [year, month] = almatyMonth(now).split("-").map(Number) as [number, number];
  const midnightUtc = Date.UTC(year, month, 1); // month is 1-based here, so this is the next month
  // Local midnight is UTC midnight minus the offset; read the offset in force a few hours before it.
  return new Date(midnightUtc - offsetMinutes(new Date(midnightUtc - 6 * 3600_000)) * 60_000);
}
