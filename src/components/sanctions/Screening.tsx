import { useLingui } from "@lingui/react";
import { useScreening } from "../../api/sanctions.ts";
import type { ScreenHit } from "../../contract/sanctions.ts";
import { formatDate } from "../code-card/format.ts";
import { ErrorState } from "../ErrorState.tsx";
import { SkeletonLines } from "../Skeleton.tsx";
import { ListsInfo } from "./ListsInfo.tsx";
import { targetTypeLabel } from "./labels.ts";
import { QueryForm } from "./QueryForm.tsx";
import { useSanctionsQuery } from "./useSanctionsQuery.ts";

const LIMIT = 10;

/** The score as a percentage-like figure with words: strong, likely, weak. */
function ScoreBadge({ score }: { score: number }) {
  const { i18n } = useLingui();
  const level = score >= 0.9 ? "strong" : score >= 0.7 ? "likely" : "weak";
  const words = {
    strong: i18n._({ id: "sanctions.score.strong", message: "совпадение" }),
    likely: i18n._({ id: "sanctions.score.likely", message: "похоже" }),
    weak: i18n._({ id: "sanctions.score.weak", message: "слабое сходство" }),
  }[level];
  return (
    <span className={`badge sanctions-score sanctions-score--${level}`} data-testid="sanctions-score">
      {new Intl.NumberFormat(i18n.locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(score)} · {words}
    </span>
  );
}

function Hit({ hit }: { hit: ScreenHit }) {
  const { i18n } = useLingui();
  const date = (d: string) => (/^\d{4}-\d{2}-\d{2}$/.test(d) ? formatDate(i18n.locale, d) : d);
  return (
    <li className="sanctions-hit" data-testid="sanctions-hit">
      <p className="sanctions-hit__name">
        <span data-testid="sanctions-hit-name">{hit.name}</span> <ScoreBadge score={hit.score} />
      </p>
      {hit.matched !== hit.name ? (
        <p className="sanctions-hit__matched" data-testid="sanctions-hit-matched">
          {i18n._({ id: "sanctions.hit.matched", message: "совпало с вариантом имени: {name}", values: { name: hit.matched } })}
        </p>
      ) : null}
      <p className="sanctions-hit__meta">
        <span className="badge card-badge card-badge--sanction" data-testid="sanctions-hit-list">{hit.list_title}</span>{" "}
        <span>{targetTypeLabel(i18n, hit.type)}</span>
        {hit.programs.length > 0 ? (
          <>
            {" · "}
            {i18n._({ id: "sanctions.hit.programs", message: "программы: {list}", values: { list: hit.programs.join(", ") } })}
          </>
        ) : null}
      </p>
      <p className="card-source">
        {hit.list_date
          ? i18n._({ id: "sanctions.hit.listDate", message: "список на {date}", values: { date: date(hit.list_date) } })
          : i18n._({ id: "sanctions.hit.listDateUnknown", message: "дата списка не указана в источнике" })}
        {hit.listed_on ? ` · ${i18n._({ id: "sanctions.hit.listedOn", message: "внесён {date}", values: { date: date(hit.listed_on) } })}` : null}
      </p>
    </li>
  );
}

/** "By counterparty": a name in any script → the list entries most like it, best first. */
export function Screening() {
  const { i18n } = useLingui();
  const field = useSanctionsQuery("name", "q");
  const result = useScreening(field.committed, LIMIT);
  return (
    <section className="sanctions-section" aria-labelledby="sanctions-screen-title">
      <h2 id="sanctions-screen-title" className="sanctions-section__title">{i18n._({ id: "sanctions.screen.title", message: "Проверка контрагента по спискам" })}</h2>
      <QueryForm
        field={field}
        label={i18n._({ id: "sanctions.screen.label", message: "Имя человека, название компании или судна" })}
        submit={i18n._({ id: "sanctions.screen.submit", message: "Найти" })}
        testId="sanctions-screen"
        input={{
          className: "input",
          type: "search",
          maxLength: 200,
          placeholder: i18n._({ id: "sanctions.screen.placeholder", message: "например, Сбербанк или Rosneft" }),
        }}
      />
      <p className="muted sanctions-hint" data-testid="sanctions-score-explained">
        {i18n._({
          id: "sanctions.screen.scoreExplained",
          message: "Оценка от 0 до 1 показывает, насколько имя в списке похоже на введённое: буквы сравниваются тройками после перевода кириллицы в латиницу, поэтому порядок слов, опечатка или другая транслитерация снижают оценку лишь немного; 1 — то же имя, ниже 0,7 — сходство слабое.",
        })}
      </p>
      <div aria-live="polite" data-testid="sanctions-screen-result">
        {field.committed === "" ? (
          field.draft.trim() !== "" && !field.pending ? (
            <p className="sanctions-empty">{i18n._({ id: "sanctions.screen.short", message: "Введите не меньше трёх букв." })}</p>
          ) : null
        ) : result.isError ? (
          <ErrorState text={i18n._({ id: "sanctions.screen.error", message: "Проверка не удалась. Повторите." })} onRetry={() => void result.refetch()} />
        ) : !result.data ? (
          <SkeletonLines count={5} label={i18n._({ id: "sanctions.loading", message: "Загрузка" })} />
        ) : result.data.length === 0 ? (
          <p className="sanctions-empty" data-testid="sanctions-screen-none">
            {i18n._({ id: "sanctions.screen.none", message: "Похожих имён в списках нет. Это не гарантия: проверьте написание и другие варианты имени." })}
          </p>
        ) : (
          <ol className="sanctions-hits">
            {result.data.map((h, i) => (
              <Hit key={`${i}-${h.list}-${h.name}`} hit={h} />
            ))}
          </ol>
        )}
      </div>
      <ListsInfo />
    </section>
  );
}
