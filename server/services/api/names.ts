import type { Locale } from "../../../core/routes.ts";

/** The name in the asked locale; Russian where no translation exists (no Kazakh names are published yet). */
export function localName(locale: Locale, row: { nameRu: string; nameEn: string | null; nameKk: string | null }): string {
  if (locale === "en") return row.nameEn ?? row.nameRu;
  if (locale === "kk") return row.nameKk ?? row.nameRu;
  return row.nameRu;
}
