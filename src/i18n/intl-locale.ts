/**
 * The locale to hand to Intl (numbers, sorting) for a portal locale. Kazakh is written with Russian
 * conventions (space groups, decimal comma) and browsers ship no Kazakh data of their own, while the
 * server's Node has it: with "kk" the server's HTML and the browser's render would differ and React
 * would throw the server's work away. Both sides use Russian rules for Kazakh, so they agree.
 */
export const intlLocale = (locale: string): string => (locale === "en" ? "en-GB" : "ru-RU");
