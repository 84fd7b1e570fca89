import { useLingui } from "@lingui/react";
import { useScreening } from "../../api/sanctions.ts";
import { ErrorState } from "../ErrorState.tsx";
import { FollowButton } from "../follow/FollowButton.tsx";
import { SkeletonLines } from "../Skeleton.tsx";
import { ListsInfo } from "./ListsInfo.tsx";
import { QueryForm } from "./QueryForm.tsx";
import { ScreenHitItem } from "./ScreenHitItem.tsx";
import { useSanctionsQuery } from "../../flows/sanctions-query/live.ts";

const LIMIT = 10;

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
      {/* A name with no hits today is still worth following: a list update may add it. */}
      {field.committed !== "" && result.data ? <FollowButton kind="counterparty" reference={field.committed} /> : null}
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
              <ScreenHitItem key={`${i}-${h.list}-${h.name}`} hit={h} />
            ))}
          </ol>
        )}
      </div>
      <ListsInfo />
    </section>
  );
}
