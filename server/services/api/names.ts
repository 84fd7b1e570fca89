import type { Locale } from "../../../core/routes.ts";

type Names = { nameRu: string; nameEn: string | null; nameKk: string | null };
/** A tree node's full display names per locale (tariff_nodes.full_*, server/import/full-names.ts); null: not built. */
export type FullNames = Names & { fullRu: string | null; fullKk: string | null; fullEn: string | null };

/** The name in the asked locale; Russian where no translation exists (no Kazakh names are published yet). */
export function localName(locale: Locale, row: Names): string {
  if (locale === "en") return row.nameEn ?? row.nameRu;
  if (locale === "kk") return row.nameKk ?? row.nameRu;
  return row.nameRu;
}

/**
 * The self-sufficient name ("Other: carcasses…; meat of bovine animals") in the asked locale and its language:
 * the Russian full name where some part of the line's path has no translation (a page never mixes languages in
 * one name), the short name where no full name was built.
 */
export function localFullName(locale: Locale, row: FullNames): { text: string; lang: Locale } {
  const own = locale === "en" ? row.fullEn : locale === "kk" ? row.fullKk : row.fullRu;
  if (own !== null) return { text: own, lang: locale };
  if (row.fullRu !== null) return { text: row.fullRu, lang: "ru" };
  const text = localName(locale, row);
  return { text, lang: text === row.nameRu ? "ru" : locale };
}
