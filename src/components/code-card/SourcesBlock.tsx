import { useLingui } from "@lingui/react";
import type { CodeInformation, FigureSource } from "../../../core/contract/code-info.ts";
import { CardBlock } from "./Block.tsx";
import { SourceLine } from "./Source.tsx";

/** Every source the card cites, once each, in the order the card shows them. */
export function collectSources(card: CodeInformation): FigureSource[] {
  const all: FigureSource[] = [card.classifications.source];
  const duty = card.import_duty;
  if (duty) {
    all.push(duty.applied.source, duty.base.source, ...duty.notes.map((n) => n.source));
    if (duty.kz_wto) all.push(duty.kz_wto.measure.source);
    for (const n of duty.not_included) if (n.legal_reference) all.push(n.legal_reference);
  }
  if (card.nds.standard) all.push(card.nds.standard.source);
  all.push(...card.nds.regimes.map((r) => r.source));
  all.push(...card.excise_duties.items.map((i) => i.source));
  if (card.excise_duties.no_data?.legal_reference) all.push(card.excise_duties.no_data.legal_reference);
  all.push(...card.export_duties.items.map((i) => i.source));
  if (card.export_duties.no_data?.legal_reference) all.push(card.export_duties.no_data.legal_reference);
  all.push(...card.restrictions.eu_833.map((e) => e.source));
  if (card.restrictions.chpl) all.push(card.restrictions.chpl.source);
  all.push(...card.restrictions.screened);
  all.push(...card.preference_tariff.categories.map((c) => c.source));
  for (const slice of [card.protective_measures, card.restrictions.non_tariff, card.labels]) {
    all.push(...slice.items.map((i) => i.source));
  }
  const seen = new Set<string>();
  return all.filter((s) => {
    if (!s.act && !s.url) return false;
    const key = `${s.act ?? ""}|${s.url ?? ""}|${s.as_of ?? ""}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The card's sources in one list, with the date the card is for. */
export function SourcesBlock({ card }: { card: CodeInformation }) {
  const { i18n } = useLingui();
  const sources = collectSources(card);
  return (
    <CardBlock id="sources" title={i18n._({ id: "card.sources.title", message: "Источники" })} testId="card-sources">
      <p className="card-list__text">
        {i18n._({
          id: "card.sources.lead",
          message: "Ставки собраны из опубликованных актов и сообщений о них; перед подачей декларации сверьте их с официальным текстом.",
        })}
      </p>
      <ol className="card-sources">
        {sources.map((s, i) => (
          <li key={i}>
            <SourceLine source={s} label="" />
          </li>
        ))}
      </ol>
    </CardBlock>
  );
}
