import { useLingui } from "@lingui/react";
import type { MeasuresSlice } from "../../../core/contract/measures.ts";
import { CardBlock } from "./Block.tsx";
import { ListsChecked } from "./ListsChecked.tsx";
import { MeasureEntry } from "./MeasureEntry.tsx";

/**
 * One group of measures. An empty group says which it is: nothing in lists the portal holds, or lists not yet
 * compiled, where an empty answer proves nothing.
 */
function Group({ title, slice, remedy, testId }: { title: string; slice: MeasuresSlice; remedy: boolean; testId: string }) {
  const { i18n } = useLingui();
  const missing = slice.lists_checked.filter((l) => l.state === "not_compiled").length;
  let empty: string | null = null;
  if (slice.items.length === 0) {
    empty = missing === 0
      ? i18n._({ id: "card.measures.noneFound", message: "В проверенных списках мер для кода нет" })
      : missing === slice.lists_checked.length
        ? i18n._({ id: "card.measures.notCompiled", message: "Нет данных: эти перечни ещё не составлены, проверьте по актам" })
        : i18n._({ id: "card.measures.partlyCompiled", message: "В составленных списках мер нет; часть перечней ещё не составлена" });
  }
  return (
    <div className="card-sub" data-testid={testId}>
      <h3 className="card-sub__title">{title}</h3>
      {empty ? (
        <p className="card-nodata__text">{empty}</p>
      ) : (
        <ul className="card-list">
          {slice.items.map((item, i) => (
            <MeasureEntry key={i} item={item} remedy={remedy} />
          ))}
        </ul>
      )}
      <ListsChecked lists={slice.lists_checked} />
    </div>
  );
}

/** The measures on the code (issue #19): trade remedies by country and exporter, non-tariff measures, marking. */
export function MeasuresBlock({ protective, nonTariff, labels }: { protective: MeasuresSlice; nonTariff: MeasuresSlice; labels: MeasuresSlice }) {
  const { i18n } = useLingui();
  return (
    <CardBlock id="measures" title={i18n._({ id: "card.measures.title", message: "Меры" })} testId="card-measures">
      <Group
        title={i18n._({ id: "card.measures.protective", message: "Антидемпинговые, компенсационные и специальные защитные пошлины" })}
        slice={protective}
        remedy
        testId="card-protective"
      />
      <Group
        title={i18n._({ id: "card.measures.nonTariff", message: "Запреты и ограничения ЕАЭС: лицензии, разрешения, нотификация" })}
        slice={nonTariff}
        remedy={false}
        testId="card-non-tariff"
      />
      <Group title={i18n._({ id: "card.measures.labels", message: "Маркировка" })} slice={labels} remedy={false} testId="card-labels" />
    </CardBlock>
  );
}
