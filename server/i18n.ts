import { type I18n, type MessageDescriptor, setupI18n } from "@lingui/core";
import { LOCALES, type Locale } from "../core/routes.ts";
import { messages as en } from "../locales/en/messages.ts";
import { messages as kk } from "../locales/kk/messages.ts";
import { messages as ru } from "../locales/ru/messages.ts";

// One Lingui instance per locale: requests in different languages never share state.
const instances: Record<Locale, I18n> = {
  ru: setupI18n({ locale: "ru", messages: { ru } }),
  kk: setupI18n({ locale: "kk", messages: { kk } }),
  en: setupI18n({ locale: "en", messages: { en } }),
};

/** The locale of a `lang` header value; Russian when absent or unknown. */
export function localeOf(header: string | string[] | undefined): Locale {
  const value = (Array.isArray(header) ? header[0] : header)?.trim().toLowerCase().slice(0, 2);
  return (LOCALES as readonly string[]).includes(value ?? "") ? (value as Locale) : "ru";
}

export function translate(locale: Locale, descriptor: MessageDescriptor, values?: Record<string, unknown>): string {
  return instances[locale]._(descriptor.id, values, { message: descriptor.message });
}
