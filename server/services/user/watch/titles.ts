import type { MessageDescriptor } from "../../../../core/message.ts";

// A feed item's title, made from the change row (data_changes) in the reader's language: what it is about,
// which fact changed, and the values before and after when the row has them.

const FIELDS: Record<string, MessageDescriptor> = {
  import_duty: /*i18n*/ { id: "feed.field.import_duty", message: "ввозная пошлина" },
  vat: /*i18n*/ { id: "feed.field.vat", message: "НДС" },
  excise: /*i18n*/ { id: "feed.field.excise", message: "акциз" },
  export_duty: /*i18n*/ { id: "feed.field.export_duty", message: "вывозная пошлина" },
  preference: /*i18n*/ { id: "feed.field.preference", message: "преференции" },
  eu833: /*i18n*/ { id: "feed.field.eu833", message: "санкции ЕС (833/2014)" },
  chpl: /*i18n*/ { id: "feed.field.chpl", message: "список CHPL" },
  note: /*i18n*/ { id: "feed.field.note", message: "примечания" },
  name: /*i18n*/ { id: "feed.field.name", message: "наименование" },
  added: /*i18n*/ { id: "feed.field.added", message: "добавлен" },
  removed: /*i18n*/ { id: "feed.field.removed", message: "исключён" },
  listed: /*i18n*/ { id: "feed.field.listed", message: "внесён в санкционный список" },
  delisted: /*i18n*/ { id: "feed.field.delisted", message: "исключён из санкционного списка" },
  event: /*i18n*/ { id: "feed.field.event", message: "новое событие" },
  eta: /*i18n*/ { id: "feed.field.eta", message: "изменилось время прибытия" },
  arrival: /*i18n*/ { id: "feed.field.arrival", message: "прибыл" },
};
const OTHER_FIELD: MessageDescriptor = /*i18n*/ { id: "feed.field.other", message: "изменение" };

/** A code with its full name: "прочие" alone would not say which goods changed. */
const NAMED_CODE: MessageDescriptor = /*i18n*/ { id: "feed.subject.namedCode", message: "Код {ref} ({name})" };
const SUBJECT: Record<"code" | "counterparty" | "container", MessageDescriptor> = {
  code: /*i18n*/ { id: "feed.subject.code", message: "Код {ref}" },
  counterparty: /*i18n*/ { id: "feed.subject.counterparty", message: "Контрагент «{ref}»" },
  container: /*i18n*/ { id: "feed.subject.container", message: "Контейнер {ref}" },
};
const CHANGED: MessageDescriptor = /*i18n*/ { id: "feed.title.changed", message: "{subject}: {field} — было {was}, стало {now}" };
const PLAIN: MessageDescriptor = /*i18n*/ { id: "feed.title.plain", message: "{subject}: {field}" };

export interface TitleInput {
  kind: "code" | "counterparty" | "container";
  /** What changed: the tree line's code, the listed name, the container number (for a code that follows its branch, the line under it). */
  ref: string;
  field: string;
  was: string | null;
  now: string | null;
  /** A code's full name in the reader's language; null when the tariff no longer has the code. */
  name?: string | null;
}

export function feedTitle(t: (m: MessageDescriptor, values?: Record<string, unknown>) => string, change: TitleInput): string {
  const subject = change.kind === "code" && change.name ? t(NAMED_CODE, { ref: change.ref, name: change.name }) : t(SUBJECT[change.kind], { ref: change.ref });
  const field = t(FIELDS[change.field] ?? OTHER_FIELD);
  return change.was !== null && change.now !== null
    ? t(CHANGED, { subject, field, was: change.was, now: change.now })
    : t(PLAIN, { subject, field });
}
