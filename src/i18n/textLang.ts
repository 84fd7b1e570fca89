import { useLingui } from "@lingui/react";

// Letters only Kazakh has among the Cyrillic alphabets; a Cyrillic text without any is Russian.
const KAZAKH = /[әғқңөұүһі]/i;
const CYRILLIC = /[а-яё]/i;
const LATIN = /[a-z]/i;

/**
 * The language of a text from the data (a tree name, an act, a name that falls back to Russian),
 * judged by its letters, when it differs from the page's; undefined when it is the page's own
 * (or has no letters). Put on the element as `lang`, so a screen reader reads it with the right voice
 * (WCAG 3.1.2).
 */
export function textLang(text: string, pageLocale: string): string | undefined {
  const lang = CYRILLIC.test(text) ? (KAZAKH.test(text) ? "kk" : "ru") : LATIN.test(text) ? "en" : pageLocale;
  return lang === pageLocale ? undefined : lang;
}

/** `textLang` for the current page's locale. */
export function useTextLang(): (text: string) => string | undefined {
  const { i18n } = useLingui();
  return (text) => textLang(text, i18n.locale);
}
