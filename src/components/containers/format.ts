import { formatDate } from "../code-card/format.ts";
import { dateTimeFormat } from "../../i18n/intl-formats.ts";

const TIME_ZONE = "Asia/Almaty";

/** An event's moment in Astana time: `08.03.2026, 14:30` (ru, kk), `8 Mar 2026, 14:30` (en). */
export function formatMoment(locale: string, iso: string): string {
  const d = new Date(iso);
  const day = dateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(d);
  const time = dateTimeFormat("en-GB", { timeZone: TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(d);
  return `${formatDate(locale, day)}, ${time}`;
}

/** An ISO 6346 number as printed on a container: `CSQU 305438 3`. */
export function formatContainerNumber(number: string): string {
  return number.length === 11 ? `${number.slice(0, 4)} ${number.slice(4, 10)} ${number.slice(10)}` : number;
}
