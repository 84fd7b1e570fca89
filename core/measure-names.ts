import type { MessageDescriptor } from "./message.ts";
import type { MeasureType } from "./contract/measures.ts";

/** What a measure of each type is called: the card beside its rate, the calculator as the label of its line. */
export const measureTypeNames: Record<MeasureType, MessageDescriptor> = {
  kz_wto_rate: /*i18n*/ { id: "measure.type.kzWtoRate", message: "Ставка Казахстана по обязательствам в ВТО" },
  antidumping: /*i18n*/ { id: "measure.type.antidumping", message: "Антидемпинговая пошлина" },
  countervailing: /*i18n*/ { id: "measure.type.countervailing", message: "Компенсационная пошлина" },
  safeguard: /*i18n*/ { id: "measure.type.safeguard", message: "Специальная защитная пошлина" },
  ntm_licence: /*i18n*/ { id: "measure.type.ntmLicence", message: "Лицензия на ввоз" },
  ntm_permit: /*i18n*/ { id: "measure.type.ntmPermit", message: "Разрешение на ввоз" },
  ntm_notification: /*i18n*/ { id: "measure.type.ntmNotification", message: "Нотификация" },
  marking: /*i18n*/ { id: "measure.type.marking", message: "Обязательная маркировка" },
  tariff_benefit: /*i18n*/ { id: "measure.type.tariffBenefit", message: "Тарифная льгота" },
};
