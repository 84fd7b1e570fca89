// The daily digest goes out at the user's hour in Kazakhstan's time (Asia/Almaty), whatever the server's zone.
const parts = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Almaty", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", hourCycle: "h23" });

/** The Almaty day (YYYY-MM-DD) and hour (0–23) of an instant. */
export function almatyDayHour(at: Date): { day: string; hour: number } {
  const p = Object.fromEntries(parts.formatToParts(at).map((x) => [x.type, x.value]));
  return { day: `${p.year}-${p.month}-${p.day}`, hour: Number(p.hour) };
}
