import { useLingui } from "@lingui/react";
import { type FormEvent, useRef, useState } from "react";
import type { z } from "zod";
import { useExportDuties } from "../api/lookups.ts";
import { AppLink } from "../components/AppLink.tsx";
import { digitsOnly, formatCode } from "../components/codeFormat.ts";
import { ErrorState } from "../components/ErrorState.tsx";
import { useTypedBeforeHydration } from "../components/form/useTypedBeforeHydration.ts";
import { PageTitle } from "../components/PageTitle.tsx";
import { SkeletonLines } from "../components/Skeleton.tsx";
import type { exportDutiesBody, ExportDuty } from "../../core/contract/lookups.ts";
import { useTextLang } from "../i18n/textLang.ts";

type Legal = z.infer<typeof exportDutiesBody>["data"]["legal"];

/** `10-01` → `01.10`. */
const dayMonth = (mmdd: string) => {
  const [m, d] = mmdd.split("-");
  return d && m ? `${d}.${m}` : mmdd;
};

/** `2023-02` → `02.2023`, `2023` stays. */
const isoToLocal = (iso: string) => iso.split("-").reverse().join(".");

function goods(locale: string, d: ExportDuty) {
  return locale === "en" && d.goods_en ? d.goods_en : d.goods_ru;
}

function DutyFacts({ duty }: { duty: ExportDuty }) {
  const { i18n } = useLingui();
  const period =
    duty.valid_from || duty.valid_to
      ? [duty.valid_from && i18n._({ id: "exportTariff.from", message: "с {date}", values: { date: isoToLocal(duty.valid_from) } }), duty.valid_to && i18n._({ id: "exportTariff.to", message: "по {date}", values: { date: isoToLocal(duty.valid_to) } })]
          .filter(Boolean)
          .join(" ")
      : "—";
  return (
    <>
      <td className="code et-scope">{duty.hs_scope}</td>
      <td>
        <span className="et-rate" lang="ru">{duty.rate_text || i18n._({ id: "exportTariff.rateUnknown", message: "ставка не установлена в наших данных" })}</span>
      </td>
      <td className="nowrap">
        {duty.season_from && duty.season_to
          ? i18n._({ id: "exportTariff.season", message: "{from} – {to}", values: { from: dayMonth(duty.season_from), to: dayMonth(duty.season_to) } })
          : i18n._({ id: "exportTariff.allYear", message: "весь год" })}
      </td>
      <td className="nowrap">{period}</td>
    </>
  );
}

function SourceCell({ duty }: { duty: ExportDuty }) {
  const { i18n } = useLingui();
  return (
    <td className="et-source">
      <details>
        <summary>{i18n._({ id: "exportTariff.basis", message: "Основание и проверка" })}</summary>
        <p lang={/[а-я]/i.test(duty.legal_basis) ? undefined : "en"}>{duty.legal_basis}</p>
        {duty.source_url && (
          <p>
            <a href={duty.source_url} target="_blank" rel="noreferrer noopener">
              {i18n._({ id: "exportTariff.sourceLink", message: "Источник ({type})", values: { type: duty.source_type } })}
            </a>
          </p>
        )}
      </details>
      <p className="et-verification" lang="en">
        {duty.verification}
      </p>
      {duty.note && <p className="muted et-note" lang="en">{duty.note}</p>}
    </td>
  );
}

function DutyTable({ items, testId }: { items: ExportDuty[]; testId: string }) {
  const { i18n } = useLingui();
  return (
    <div className="table-scroll ref-table-scroll">
      <table className="data-table ref-table et-table" data-testid={testId}>
        <caption className="visually-hidden">{i18n._({ id: "exportTariff.caption", message: "Вывозные таможенные пошлины Казахстана" })}</caption>
        <thead>
          <tr>
            <th scope="col">{i18n._({ id: "exportTariff.col.goods", message: "Товар" })}</th>
            <th scope="col">{i18n._({ id: "exportTariff.col.codes", message: "Коды ТН ВЭД" })}</th>
            <th scope="col">{i18n._({ id: "exportTariff.col.rate", message: "Ставка" })}</th>
            <th scope="col">{i18n._({ id: "exportTariff.col.season", message: "Сезон" })}</th>
            <th scope="col">{i18n._({ id: "exportTariff.col.validity", message: "Действие" })}</th>
            <th scope="col">{i18n._({ id: "exportTariff.col.source", message: "Источник" })}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((d) => (
            <tr key={d.id} data-testid={`export-duty-${d.id}`}>
              <th scope="row">{goods(i18n.locale, d)}</th>
              <DutyFacts duty={d} />
              <SourceCell duty={d} />
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function LegalLink({ legal }: { legal: Legal }) {
  return (
    <a href={legal.url} target="_blank" rel="noreferrer noopener" lang="ru">
      {legal.title}
    </a>
  );
}

function Lookup() {
  const { i18n } = useLingui();
  const langOf = useTextLang();
  const [input, setInput] = useState("");
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(inputRef, input, setInput);
  const [code, setCode] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const result = useExportDuties(code);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const digits = digitsOnly(input);
    const ok = digits.length >= 2 && digits.length <= 10;
    setInvalid(!ok);
    if (ok) setCode(digits);
  };
  return (
    <section className="et-lookup" aria-labelledby="et-lookup-title">
      <h2 id="et-lookup-title">{i18n._({ id: "exportTariff.lookup.title", message: "Проверить код" })}</h2>
      <form className="et-lookup-form" onSubmit={submit} noValidate>
        <label htmlFor="et-code">{i18n._({ id: "exportTariff.lookup.label", message: "Код ТН ВЭД (от 2 до 10 цифр)" })}</label>
        <div className="et-lookup-row">
          <input
            ref={inputRef}
            id="et-code"
            className="input input--code"
            inputMode="numeric"
            autoComplete="off"
            value={input}
            aria-invalid={invalid}
            aria-describedby={invalid ? "et-code-error" : undefined}
            data-testid="export-code-input"
            placeholder="2713 20 000 0"
            onChange={(e) => setInput(e.target.value)}
          />
          <button type="submit" className="button button--primary" data-testid="export-code-submit">
            {i18n._({ id: "exportTariff.lookup.submit", message: "Проверить" })}
          </button>
        </div>
        {invalid && (
          <p className="field-error" id="et-code-error">
            {i18n._({ id: "exportTariff.lookup.invalid", message: "Введите от 2 до 10 цифр кода" })}
          </p>
        )}
      </form>
      {code && (
        <div className="et-answer" aria-live="polite" data-testid="export-answer">
          {result.isError ? (
            <ErrorState text={i18n._({ id: "exportTariff.lookup.error", message: "Не удалось проверить код. Повторите попытку." })} onRetry={() => void result.refetch()} />
          ) : result.isPending || !result.data ? (
            <SkeletonLines count={2} label={i18n._({ id: "exportTariff.lookup.loading", message: "Проверяем код" })} />
          ) : (
            <>
              <p className="et-answer-code">
                <span className="code">{result.data.code_fmt ?? formatCode(code)}</span>
                {result.data.name ? (
                  <>
                    {" "}
                    — <span lang={langOf(result.data.name)}>{result.data.name}</span>{" "}
                    {code.length === 10 && <AppLink href={`/custom/${code}`}>{i18n._({ id: "exportTariff.lookup.card", message: "карточка кода" })}</AppLink>}
                  </>
                ) : (
                  <span className="muted"> {i18n._({ id: "exportTariff.lookup.unknownCode", message: "(такого кода нет в ТН ВЭД ЕАЭС)" })}</span>
                )}
              </p>
              {result.data.items.length > 0 ? (
                <>
                  <p className="et-answer-yes" data-testid="export-answer-duty">
                    {i18n._({ id: "exportTariff.lookup.found", message: "Для этого кода в наших данных есть вывозная пошлина. Проверьте действие ставки по источнику." })}
                  </p>
                  <DutyTable items={result.data.items} testId="export-answer-table" />
                </>
              ) : (
                <p className="et-answer-no" data-testid="export-answer-none">
                  {i18n._({ id: "exportTariff.lookup.none", message: "В наших данных вывозной пошлины для этого кода нет. Перечень товаров, облагаемых вывозными таможенными пошлинами, устанавливает приказ Министра национальной экономики РК № 81 от 17.02.2016 (с изменениями):" })}{" "}
                  <LegalLink legal={result.data.legal} />
                </p>
              )}
            </>
          )}
        </div>
      )}
    </section>
  );
}

export default function Page() {
  const { i18n } = useLingui();
  const all = useExportDuties(null);
  return (
    <article className="page export-tariff">
      <PageTitle />
      <p className="lead">
        {i18n._({ id: "exportTariff.lead", message: "Вывозные (экспортные) таможенные пошлины Республики Казахстан: товары, коды, ставки, сезоны и основания." })}
      </p>
      <p className="note" data-testid="export-partial-note">
        {i18n._({ id: "exportTariff.partial", message: "Это не официальный перечень: строки собраны по открытым публикациям 2023 года, действие ставок в текущем году не проверено. Ставка на сырую нефть меняется ежемесячно и здесь не приводится." })}
      </p>
      <Lookup />
      <section aria-labelledby="et-list-title">
        <h2 id="et-list-title">{i18n._({ id: "exportTariff.list.title", message: "Товары с вывозными пошлинами" })}</h2>
        {all.isError ? (
          <ErrorState text={i18n._({ id: "exportTariff.list.error", message: "Перечень не загрузился. Проверьте соединение и повторите." })} onRetry={() => void all.refetch()} />
        ) : all.isPending || !all.data ? (
          <SkeletonLines count={6} label={i18n._({ id: "exportTariff.list.loading", message: "Загрузка перечня" })} />
        ) : all.data.items.length === 0 ? (
          <p>
            {i18n._({ id: "exportTariff.list.empty", message: "Данных о вывозных пошлинах пока нет. Перечень устанавливает приказ № 81 от 17.02.2016:" })}{" "}
            <LegalLink legal={all.data.legal} />
          </p>
        ) : (
          <>
            <DutyTable items={all.data.items} testId="export-duties" />
            <p className="muted">
              {i18n._({ id: "exportTariff.list.legal", message: "Правовое основание:" })} <LegalLink legal={all.data.legal} />
            </p>
          </>
        )}
      </section>
    </article>
  );
}
