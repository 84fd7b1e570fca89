import { useLingui } from "@lingui/react";
import type { NotInDataSlice } from "../../../core/contract/code-info.ts";
import { CardBlock } from "./Block.tsx";
import { NoData } from "./NoData.tsx";
import { SourceLine } from "./Source.tsx";
import { useTextLang } from "../../i18n/textLang.ts";

function Slice({ title, slice, testId }: { title: string; slice: NotInDataSlice; testId: string }) {
  const langOf = useTextLang();
  return (
    <div className="card-sub" data-testid={testId}>
      <h3 className="card-sub__title">{title}</h3>
      {slice.in_our_data && slice.items.length > 0 ? (
        <ul className="card-list">
          {slice.items.map((item, i) => (
            <li key={i} className="card-list__item">
              <p className="card-list__title" lang={langOf(item.title)}>{item.title}</p>
              <SourceLine source={item.source} />
            </li>
          ))}
        </ul>
      ) : (
        <NoData noData={slice.no_data} />
      )}
    </div>
  );
}

/** Protective measures (anti-dumping, countervailing, safeguard) and mandatory labelling. */
export function MeasuresBlock({ protective, labels }: { protective: NotInDataSlice; labels: NotInDataSlice }) {
  const { i18n } = useLingui();
  return (
    <CardBlock id="measures" title={i18n._({ id: "card.measures.title", message: "Меры защиты и маркировка" })} testId="card-measures">
      <Slice
        title={i18n._({ id: "card.measures.protective", message: "Защитные, антидемпинговые и компенсационные меры" })}
        slice={protective}
        testId="card-protective"
      />
      <Slice title={i18n._({ id: "card.measures.labels", message: "Маркировка" })} slice={labels} testId="card-labels" />
    </CardBlock>
  );
}
