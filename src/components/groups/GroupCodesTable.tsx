import { useLingui } from "@lingui/react";
import type { GroupDetail } from "../../../core/contract/groups.ts";
import { AppLink } from "../AppLink.tsx";
import { formatCode } from "../codeFormat.ts";
import { ScrollArea } from "../ScrollArea.tsx";

/** A group's codes with their names and import duties; the owner's copy has a remove button per code, the shared page none. */
export function GroupCodesTable({ codes, onRemove }: { codes: GroupDetail["codes"]; onRemove?: (code: string) => void }) {
  const { i18n } = useLingui();
  if (codes.length === 0) {
    return <p className="saved-empty" data-testid="group-empty">{i18n._({ id: "groups.noCodes", message: "В группе пока нет кодов." })}</p>;
  }
  return (
    <ScrollArea as="div" className="calc-table-wrap" label={i18n._({ id: "groups.table", message: "Коды группы" })}>
      <table className="data-table group-codes" data-testid="group-codes">
        <thead>
          <tr>
            <th scope="col">{i18n._({ id: "groups.col.code", message: "Код" })}</th>
            <th scope="col">{i18n._({ id: "groups.col.name", message: "Наименование" })}</th>
            <th scope="col">{i18n._({ id: "groups.col.duty", message: "Ввозная пошлина" })}</th>
            {onRemove && <th scope="col"><span className="visually-hidden">{i18n._({ id: "groups.col.actions", message: "Действия" })}</span></th>}
          </tr>
        </thead>
        <tbody>
          {codes.map((c) => (
            <tr key={c.code}>
              <th scope="row"><AppLink href={c.code.length === 10 ? `/custom/${c.code}` : `/tree?code=${c.code}`}>{formatCode(c.code)}</AppLink></th>
              <td>{c.full_name ?? "—"}</td>
              <td>{c.duty ?? "—"}</td>
              {onRemove && (
                <td>
                  <button type="button" className="button button--small" onClick={() => onRemove(c.code)}
                    aria-label={i18n._({ id: "groups.removeCode", message: "Убрать код {code} из группы", values: { code: formatCode(c.code) } })}>
                    {i18n._({ id: "groups.remove", message: "Убрать" })}
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollArea>
  );
}
