/**
 * Month names written out, as Intl writes them for ru-RU and en-GB (CLDR) and as Kazakh is written.
 * The first Intl date formatter of a page sets up the browser's ICU data in one 130–300 ms call on a
 * throttled phone, inside hydration; and Node's ICU and the browser's may differ ("Sep"/"Sept"), which
 * would make the server's HTML and the browser's render disagree. January first.
 */
export const MONTHS = {
  /** "8 марта 2026 г." */
  ruGenitive: ["января", "февраля", "марта", "апреля", "мая", "июня", "июля", "августа", "сентября", "октября", "ноября", "декабря"],
  /** "март 2026 г." */
  ruNominative: ["январь", "февраль", "март", "апрель", "май", "июнь", "июль", "август", "сентябрь", "октябрь", "ноябрь", "декабрь"],
  /** Axis labels of a year's months. */
  ruShort: ["янв.", "февр.", "март", "апр.", "май", "июнь", "июль", "авг.", "сент.", "окт.", "нояб.", "дек."],
  enLong: ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
  enShort: ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"],
  /** "2026 жылғы 8 наурыз"; browsers' own Kazakh date data is often missing ("2025 M06 1"). */
  kkLong: ["қаңтар", "ақпан", "наурыз", "сәуір", "мамыр", "маусым", "шілде", "тамыз", "қыркүйек", "қазан", "қараша", "желтоқсан"],
  kkShort: ["қаң.", "ақп.", "нау.", "сәу.", "мам.", "мау.", "шіл.", "там.", "қыр.", "қаз.", "қар.", "жел."],
} as const satisfies Record<string, readonly string[]>;
