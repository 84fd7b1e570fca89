import { eq } from "drizzle-orm";
import type { WatchKind } from "../../../../core/contract/watch.ts";
import { checkContainerNumber } from "../../../../core/iso6346.ts";
import type { Db } from "../../../db/connect.ts";
import { tariffNodes } from "../../../db/schema.ts";

export const watchRefMessages = {
  badCode: /*i18n*/ { id: "error.watch.badCode", message: "Код — это от 2 до 10 цифр" },
  unknownCode: /*i18n*/ { id: "error.watch.unknownCode", message: "Кода {code} нет в ТН ВЭД ЕАЭС" },
  badContainer: /*i18n*/ { id: "error.watch.badContainer", message: "Номер контейнера — 4 буквы и 7 цифр с верной контрольной цифрой, например CSQU3054383" },
  badCounterparty: /*i18n*/ { id: "error.watch.badCounterparty", message: "Укажите название или имя (от 2 до 200 знаков) либо БИН из 12 цифр" },
};

type Checked = { ok: true; ref: string } | { ok: false; status: 404 | 422; message: (typeof watchRefMessages)[keyof typeof watchRefMessages]; values?: Record<string, unknown> };

/**
 * The one spelling a followed thing is kept under, so following it twice finds the same row: code digits
 * without spaces, the container number in upper case, a BIN's 12 digits, a name with its spaces collapsed.
 */
export async function checkWatchRef(db: Db, kind: WatchKind, raw: string): Promise<Checked> {
  if (kind === "code") {
    const code = raw.replace(/\s+/g, "");
    if (!/^\d{2,10}$/.test(code)) return { ok: false, status: 422, message: watchRefMessages.badCode };
    const found = await db.select({ id: tariffNodes.id }).from(tariffNodes).where(eq(tariffNodes.code, code)).limit(1);
    return found.length > 0 ? { ok: true, ref: code } : { ok: false, status: 404, message: watchRefMessages.unknownCode, values: { code } };
  }
  if (kind === "container") {
    const check = checkContainerNumber(raw);
    return check.ok ? { ok: true, ref: check.number } : { ok: false, status: 422, message: watchRefMessages.badContainer };
  }
  const name = raw.trim().replace(/\s+/g, " ");
  if (/^\d[\d ]*$/.test(raw.trim())) {
    const bin = name.replace(/ /g, "");
    return bin.length === 12 ? { ok: true, ref: bin } : { ok: false, status: 422, message: watchRefMessages.badCounterparty };
  }
  return name.length >= 2 && name.length <= 200 ? { ok: true, ref: name } : { ok: false, status: 422, message: watchRefMessages.badCounterparty };
}
