import { useLingui } from "@lingui/react";
import type { ExportColumn, ExportRow } from "./table.ts";

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Hands a file to the browser's download (an object URL on a temporary link). */
function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  // The click has handed the blob over; revoke on the next turn.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * "CSV" and "XLSX" downloads of a table, built in the browser from the rows shown. The writers load
 * at the press: a page with tables does not carry the XLSX writer for the readers who never download.
 */
export function ExportButtons({ fileName, columns, rows, sheet }: {
  /** Without extension; also the sheet's name unless `sheet` is given. */
  fileName: string;
  columns: readonly ExportColumn[];
  rows: readonly ExportRow[];
  sheet?: string;
}) {
  const { i18n } = useLingui();
  const formats = [
    {
      name: "CSV", testId: "export-csv",
      title: i18n._({ id: "export.csv.title", message: "Скачать таблицу в CSV" }),
      file: async () => new Blob([(await import("./csv.ts")).toCsv(columns, rows)], { type: "text/csv;charset=utf-8" }), ext: "csv",
    },
    {
      name: "XLSX", testId: "export-xlsx",
      title: i18n._({ id: "export.xlsx.title", message: "Скачать таблицу в Excel (XLSX)" }),
      file: async () =>
        new Blob([(await import("./xlsx.ts")).toXlsx(sheet ?? fileName, columns, rows) as Uint8Array<ArrayBuffer>], { type: XLSX_TYPE }),
      ext: "xlsx",
    },
  ];
  return (
    <div className="export-buttons" role="group" aria-label={i18n._({ id: "export.group", message: "Скачать таблицу" })}>
      {formats.map((f) => (
        <button
          key={f.ext}
          type="button"
          className="button export-buttons__button"
          disabled={rows.length === 0}
          data-testid={f.testId}
          title={f.title}
          onClick={() => void f.file().then((blob) => download(blob, `${fileName}.${f.ext}`))}
        >
          {f.name}
        </button>
      ))}
    </div>
  );
}
