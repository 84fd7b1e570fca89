import type { MessageDescriptor } from "./message.ts";

// The data sets write an act's adopting body and kind in English (as their sources' registers do); the
// pages name them in the reader's language. A body or kind not listed here is shown as written.

/** Adopting bodies, as `tariff_acts.csv` and `measures.csv` write them. */
export const actBodyNames: Record<string, MessageDescriptor> = {
  "EEC Council": /*i18n*/ { id: "act.body.eecCouncil", message: "Совет ЕЭК" },
  "EEC Board": /*i18n*/ { id: "act.body.eecBoard", message: "Коллегия ЕЭК" },
  "Customs Union Commission": /*i18n*/ { id: "act.body.cuCommission", message: "Комиссия Таможенного союза" },
  "Member states": /*i18n*/ { id: "act.body.memberStates", message: "Государства — члены ЕАЭС" },
  Government: /*i18n*/ { id: "act.body.government", message: "Правительство Республики Казахстан" },
  "Government of the Republic of Kazakhstan": /*i18n*/ { id: "act.body.government", message: "Правительство Республики Казахстан" },
  "Minister of Finance of the Republic of Kazakhstan": /*i18n*/ { id: "act.body.ministerFinance", message: "Министр финансов Республики Казахстан" },
  "Minister of National Economy": /*i18n*/ { id: "act.body.ministerEconomy", message: "Министр национальной экономики Республики Казахстан" },
  Parliament: /*i18n*/ { id: "act.body.parliament", message: "Парламент Республики Казахстан" },
};

/** Kinds of act, as `tariff_acts.csv` writes them. */
export const actTypeNames: Record<string, MessageDescriptor> = {
  decision: /*i18n*/ { id: "act.type.decision", message: "решение" },
  decree: /*i18n*/ { id: "act.type.decree", message: "постановление" },
  order: /*i18n*/ { id: "act.type.order", message: "приказ" },
  protocol: /*i18n*/ { id: "act.type.protocol", message: "протокол" },
  code: /*i18n*/ { id: "act.type.code", message: "кодекс" },
  "treaty article": /*i18n*/ { id: "act.type.treatyArticle", message: "статья договора" },
};

/** Topics of the acts register, as `tariff_acts.csv` writes them (a row may join several with ", "). */
export const actTopicNames: Record<string, MessageDescriptor> = {
  preferences: /*i18n*/ { id: "act.topic.preferences", message: "тарифные преференции" },
  "preferences (origin)": /*i18n*/ { id: "act.topic.preferencesOrigin", message: "тарифные преференции (происхождение товаров)" },
  "KZ WTO rates": /*i18n*/ { id: "act.topic.kzWtoRates", message: "ставки Казахстана по обязательствам в ВТО" },
  VAT: /*i18n*/ { id: "act.topic.vat", message: "НДС" },
  excise: /*i18n*/ { id: "act.topic.excise", message: "акциз" },
  "export duties": /*i18n*/ { id: "act.topic.exportDuties", message: "вывозные таможенные пошлины" },
  "customs fees": /*i18n*/ { id: "act.topic.customsFees", message: "таможенные сборы" },
};

/**
 * An act's status, as the register's `status` column starts. The rest of the cell is the compiler's note on
 * which consolidated version a secondary source cites, in English; the source link carries it, so the pages
 * show the status alone.
 */
export const actStatusNames = {
  inForceAmended: /*i18n*/ { id: "act.status.inForceAmended", message: "действует с изменениями" },
  inForce: /*i18n*/ { id: "act.status.inForce", message: "действует" },
  adopted: /*i18n*/ { id: "act.status.adopted", message: "принят" },
  repealed: /*i18n*/ { id: "act.status.repealed", message: "утратил силу {date}" },
  seeSource: /*i18n*/ { id: "act.status.seeSource", message: "статус — см. источник" },
} satisfies Record<string, MessageDescriptor>;
