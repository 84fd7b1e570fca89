import type { I18n } from "@lingui/core";

/** What an EU 833/2014 annex measure does, in words (shared by the code card and /sanctions). */
export function measureLabel(i18n: I18n, measure: string): string {
  switch (measure) {
    case "export_ban":
      return i18n._({ id: "card.sanctions.exportBan", message: "запрет экспорта из ЕС в Россию" });
    case "import_ban":
      return i18n._({ id: "card.sanctions.importBan", message: "запрет ввоза в ЕС из России" });
    case "export_ban_third_country":
      return i18n._({ id: "card.sanctions.exportBanThird", message: "запрет экспорта из ЕС в названные третьи страны" });
    case "maritime_services_price_cap":
      return i18n._({ id: "card.sanctions.priceCap", message: "потолок цен: морская перевозка нефти и нефтепродуктов" });
    case "port_access_derogation":
      return i18n._({ id: "card.sanctions.portAccess", message: "не запрет: исключение для захода судов в порты ЕС" });
    case "no_russia_clause_due_diligence":
      return i18n._({ id: "card.sanctions.noRussiaClause", message: "оговорка о запрете реэкспорта в Россию в контрактах" });
    case "due_diligence_obligation":
      return i18n._({ id: "card.sanctions.dueDiligence", message: "обязательная проверка риска реэкспорта в Россию" });
    default:
      return i18n._({ id: "card.sanctions.seeArticle", message: "особый режим, см. статью регламента" });
  }
}

/** The direction badge: which way the goods may not move. */
export function directionLabel(i18n: I18n, direction: "export" | "import" | "other"): string {
  switch (direction) {
    case "export":
      return i18n._({ id: "sanctions.direction.export", message: "вывоз в Россию" });
    case "import":
      return i18n._({ id: "sanctions.direction.import", message: "ввоз из России" });
    default:
      return i18n._({ id: "sanctions.direction.other", message: "не запрет товара" });
  }
}

/** A list's kind of target, in words. */
export function targetTypeLabel(i18n: I18n, type: string): string {
  switch (type) {
    case "individual":
      return i18n._({ id: "sanctions.type.individual", message: "физическое лицо" });
    case "entity":
      return i18n._({ id: "sanctions.type.entity", message: "организация" });
    case "vessel":
      return i18n._({ id: "sanctions.type.vessel", message: "судно" });
    case "aircraft":
      return i18n._({ id: "sanctions.type.aircraft", message: "воздушное судно" });
    case "all":
      return i18n._({ id: "sanctions.type.all", message: "все" });
    default:
      return i18n._({ id: "sanctions.type.unknown", message: "тип не указан" });
  }
}

/** A code or code prefix grouped as printed (`8541 10`, `8541 10 00`, `8541 10 000 9`). */
export function groupCode(code: string): string {
  return [code.slice(0, 4), code.slice(4, 6), code.slice(6, 9), code.slice(9)].filter((p) => p !== "").join(" ");
}
