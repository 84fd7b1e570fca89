import { useLingui } from "@lingui/react";
import { statusOf } from "../../api/client.ts";
import { useCodeInformation } from "../../api/code-info.ts";
import { AppLink } from "../AppLink.tsx";
import { formatCode } from "../codeFormat.ts";
import { ErrorState } from "../ErrorState.tsx";
import { ArrivalBlock } from "./ArrivalBlock.tsx";
import { ChangedLine } from "./ChangedLine.tsx";
import { CardSkeleton } from "./CardSkeleton.tsx";
import { CodeHeader } from "./CodeHeader.tsx";
import { DateBar } from "./DateBar.tsx";
import { DutyBlock } from "./DutyBlock.tsx";
import { ExciseBlock } from "./ExciseBlock.tsx";
import { ExportDutyBlock } from "./ExportDutyBlock.tsx";
import { MeasuresBlock } from "./MeasuresBlock.tsx";
import { PreferencesBlock } from "./PreferencesBlock.tsx";
import { RestrictionsBlock } from "./RestrictionsBlock.tsx";
import { SourcesBlock } from "./SourcesBlock.tsx";
import { useTariffDate } from "../../flows/date-input/live.ts";
import { VatBlock } from "./VatBlock.tsx";

/** A code the nomenclature does not have: say so calmly and offer the ways to find the right one. */
export function UnknownCode({ code }: { code: string }) {
  const { i18n } = useLingui();
  return (
    <div className="card-missing" data-testid="card-not-found">
      <p className="lead">
        {/^\d{10}$/.test(code)
          ? i18n._({ id: "card.notFound", message: "Кода {code} нет в ТН ВЭД ЕАЭС.", values: { code: formatCode(code) } })
          : i18n._({ id: "card.malformed", message: "«{code}» — не код товара: код ТН ВЭД ЕАЭС состоит из 10 цифр.", values: { code } })}
      </p>
      <ul className="link-list">
        <li>
          <AppLink href="/tree">{i18n._({ id: "card.notFound.tree", message: "Найти код в дереве ТН ВЭД ЕАЭС" })}</AppLink>
        </li>
        <li>
          <AppLink href="/">{i18n._({ id: "card.notFound.search", message: "Искать товар по названию" })}</AppLink>
        </li>
        <li>
          <AppLink href="/custom">{i18n._({ id: "card.notFound.other", message: "Ввести другой код" })}</AppLink>
        </li>
      </ul>
    </div>
  );
}

/**
 * The code card: the answer first (duty, VAT, sanctions), then excise, export duty, preferences,
 * protective measures and labelling, and every source; the tariff is as at the chosen date.
 */
export function CodeCard({ code }: { code: string }) {
  const { i18n } = useLingui();
  const tariffDate = useTariffDate();
  const info = useCodeInformation(code, tariffDate.date);

  if (info.isError && statusOf(info.error) === 404) return <UnknownCode code={code} />;

  const dateBar = (
    <DateBar
      code={code}
      draft={tariffDate.draft}
      today={tariffDate.today}
      date={tariffDate.date}
      updating={tariffDate.pending || info.isPlaceholderData}
      onChange={tariffDate.change}
      onFlush={tariffDate.flush}
    />
  );

  if (info.isPending)
    return (
      <>
        {dateBar}
        <CardSkeleton />
      </>
    );
  if (info.isError && !info.data)
    return (
      <>
        {dateBar}
        <ErrorState
          text={i18n._({ id: "card.error", message: "Не удалось загрузить карточку кода {code}. Проверьте соединение и повторите.", values: { code: formatCode(code) } })}
          onRetry={() => void info.refetch()}
        />
      </>
    );

  const card = info.data;
  return (
    <div className={`code-card${info.isPlaceholderData ? " is-updating" : ""}`} data-testid="code-card" data-date={card.date}>
      <CodeHeader data={card.classifications} />
      {dateBar}
      <ChangedLine code={code} />
      {info.isError ? (
        <ErrorState
          text={i18n._({ id: "card.errorDate", message: "Не удалось загрузить ставки на выбранную дату. Показаны прежние." })}
          onRetry={() => void info.refetch()}
        />
      ) : null}
      <div className="card-grid card-grid--top">
        <DutyBlock duty={card.import_duty} />
        <VatBlock nds={card.nds} />
        <RestrictionsBlock code={code} restrictions={card.restrictions} />
      </div>
      <div className="card-grid">
        <MeasuresBlock protective={card.protective_measures} nonTariff={card.restrictions.non_tariff} labels={card.labels} />
        <ExciseBlock excise={card.excise_duties} />
        <ExportDutyBlock exportDuties={card.export_duties} />
        <PreferencesBlock preferences={card.preference_tariff} />
        <ArrivalBlock code={code} />
      </div>
      <SourcesBlock card={card} />
    </div>
  );
}
