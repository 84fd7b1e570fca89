import type { MessageDescriptor } from "@lingui/core";
import { tradeMessages } from "./trade.ts";

// The geography calls' messages; their shared filter messages are trade.ts's `tradeMessages`.

export const geoMessages = {
  from: /*i18n*/ { id: "error.geo.from", message: "Параметр from: первый год периода — четыре цифры, не позже to" },
  to: /*i18n*/ { id: "error.geo.to", message: "Параметр to: последний год периода — четыре цифры" },
  exclude: /*i18n*/ { id: "error.geo.exclude", message: "Параметр exclude: БИН компании — 12 цифр" },
  bin: /*i18n*/ { id: "error.geo.bin", message: "Параметр bin: БИН компании — 12 цифр" },
  unknownBin: /*i18n*/ { id: "error.geo.unknownBin", message: "Компании с БИН {bin} нет в декларациях" },
  regionId: /*i18n*/ { id: "error.geo.regionId", message: "Параметр id: код региона — KZ и две цифры, например KZ-75" },
  unknownRegion: /*i18n*/ { id: "error.geo.unknownRegion", message: "Региона {id} нет в справочнике" },
  countryId: /*i18n*/ { id: "error.geo.countryId", message: "Параметр id: двухбуквенный код страны ISO 3166-1, например CN" },
  unknownCountry: /*i18n*/ { id: "error.geo.unknownCountry", message: "Страны {id} нет в справочнике" },
  customsBasis: /*i18n*/ {
    id: "trade.geo.customsBasis",
    message: "В декларациях нет поля таможенного поста: декларацию оформляет департамент государственных доходов (ДГД) региона, поэтому таможенная зона здесь — ДГД региона, указанного в декларации",
  },
  department: /*i18n*/ { id: "trade.geo.department", message: "Департамент государственных доходов по {region}" },
} satisfies Record<string, MessageDescriptor>;

/** Field messages of the geography queries: the trade filters' and their own. */
export const geoTexts: Record<string, MessageDescriptor> = { ...tradeMessages, ...geoMessages };

/** The EAEU tariff-preference statuses of preference_countries.csv. */
export const preferenceLabels: Record<string, MessageDescriptor> = {
  developing: /*i18n*/ { id: "trade.geo.preference.developing", message: "Развивающаяся страна — пользователь преференций ЕСТП" },
  least_developed: /*i18n*/ { id: "trade.geo.preference.leastDeveloped", message: "Наименее развитая страна — пользователь преференций ЕСТП" },
  excluded: /*i18n*/ { id: "trade.geo.preference.excluded", message: "Исключена из пользователей преференций ЕСТП: применяется ставка ЕТТ" },
  not_confirmed: /*i18n*/ { id: "trade.geo.preference.notConfirmed", message: "Статус в ЕСТП не подтверждён источниками" },
};

/**
 * A region as the Russian name of its State Revenue Department puts it ("по Акмолинской области"): the dative
 * case, which the reference's nominative names cannot give. Kazakh and English use the region's own name.
 */
export const departmentRegionRu: Record<string, string> = {
  "KZ-10": "области Абай",
  "KZ-11": "Акмолинской области",
  "KZ-15": "Актюбинской области",
  "KZ-19": "Алматинской области",
  "KZ-23": "Атырауской области",
  "KZ-27": "Западно-Казахстанской области",
  "KZ-31": "Жамбылской области",
  "KZ-33": "области Жетісу",
  "KZ-35": "Карагандинской области",
  "KZ-39": "Костанайской области",
  "KZ-43": "Кызылординской области",
  "KZ-47": "Мангистауской области",
  "KZ-55": "Павлодарской области",
  "KZ-59": "Северо-Казахстанской области",
  "KZ-61": "Туркестанской области",
  "KZ-62": "области Ұлытау",
  "KZ-63": "Восточно-Казахстанской области",
  "KZ-71": "городу Астане",
  "KZ-75": "городу Алматы",
  "KZ-79": "городу Шымкенту",
};
