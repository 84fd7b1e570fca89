import type { MessageDescriptor } from "@lingui/core";
import { CHANGE_DATASETS } from "../../../core/contract/change-datasets.ts";
import { almatyClock } from "../code-card/format.ts";

// The words of a change row (data_changes.field and .dataset), shared by the "what changed" page and the code card's line.

const FIELDS: Record<string, MessageDescriptor> = {
  import_duty: /*i18n*/ { id: "changes.field.import_duty", message: "Ввозная пошлина" },
  note: /*i18n*/ { id: "changes.field.note", message: "Примечания ЕТТ" },
  excise: /*i18n*/ { id: "changes.field.excise", message: "Акциз" },
  export_duty: /*i18n*/ { id: "changes.field.export_duty", message: "Вывозная пошлина" },
  name: /*i18n*/ { id: "changes.field.name", message: "Наименование" },
  added: /*i18n*/ { id: "changes.field.added", message: "Код добавлен" },
  removed: /*i18n*/ { id: "changes.field.removed", message: "Код исключён" },
  eu833: /*i18n*/ { id: "changes.field.eu833", message: "Санкции ЕС (регламент 833)" },
  chpl: /*i18n*/ { id: "changes.field.chpl", message: "Список CHPL" },
};

export const DATASET_LABELS: Record<(typeof CHANGE_DATASETS)[number], MessageDescriptor> = {
  tariff_nodes: /*i18n*/ { id: "changes.dataset.tariff_nodes", message: "ТН ВЭД ЕАЭС" },
  duty_rates: /*i18n*/ { id: "changes.dataset.duty_rates", message: "Ставки ввозных пошлин" },
  ett_notes: /*i18n*/ { id: "changes.dataset.ett_notes", message: "Примечания ЕТТ ЕАЭС" },
  excise_items: /*i18n*/ { id: "changes.dataset.excise_items", message: "Акцизы РК" },
  export_duty_items: /*i18n*/ { id: "changes.dataset.export_duty_items", message: "Вывозные пошлины РК" },
  sanction_codes: /*i18n*/ { id: "changes.dataset.sanction_codes", message: "Санкции ЕС по кодам" },
  chpl: /*i18n*/ { id: "changes.dataset.chpl", message: "Список CHPL" },
};

/** A field the page has no word for yet (a data set added on the server first) shows as the server names it. */
export function fieldLabel(field: string): MessageDescriptor {
  return FIELDS[field] ?? { id: field, message: field };
}

/**
 * The Kazakhstan day (YYYY-MM-DD) an import recorded a change: the day the `from`/`to` filters count in.
 * Kazakhstan's clock written out, as for today's date: the code card shows it while it hydrates.
 */
export const almatyDay = (iso: string): string => almatyClock(new Date(iso)).day;
