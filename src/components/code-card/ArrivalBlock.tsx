import { useLingui } from "@lingui/react";
import { useCodeArrival } from "../../api/logistics.ts";
import type { CodeStatisticBody } from "../../../core/contract/logistics.ts";
import { formatShare } from "../charts/format.ts";
import { DemoNote } from "../fea/common/DemoNote.tsx";
import { CardBlock } from "./Block.tsx";

type Top = CodeStatisticBody["data"]["modes"];

function TopList({ title, rows, testId }: { title: string; rows: Top; testId: string }) {
  const { i18n } = useLingui();
  if (rows.length === 0) return null;
  return (
    <>
      <h3 className="card-list__title">{title}</h3>
      <ul className="card-list" data-testid={testId}>
        {rows.map((r) => (
          <li key={r.code} className="card-list__item">{r.name} — {formatShare(i18n.locale, r.share)}</li>
        ))}
      </ul>
    </>
  );
}

/**
 * "How this good usually arrives": the largest modes of transport and customs posts of the code's import
 * lines. Shown only when the plan opens declaration data and the code has lines; nothing otherwise.
 */
export function ArrivalBlock({ code }: { code: string }) {
  const { i18n } = useLingui();
  const arrival = useCodeArrival(code);
  const body = arrival.data;
  if (!body || body.data.lines === 0) return null;
  return (
    <CardBlock id="arrival" title={i18n._({ id: "card.arrival", message: "Как обычно ввозят этот товар" })} testId="card-arrival">
      <DemoNote demo={body.demo} note={body.demo_note} />
      <TopList title={i18n._({ id: "card.arrival.modes", message: "Виды транспорта" })} rows={body.data.modes} testId="card-arrival-modes" />
      <TopList title={i18n._({ id: "card.arrival.posts", message: "Таможенные посты" })} rows={body.data.posts} testId="card-arrival-posts" />
    </CardBlock>
  );
}
