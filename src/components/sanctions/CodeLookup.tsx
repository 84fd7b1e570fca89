import { useLingui } from "@lingui/react";
import { useCodeSanctions } from "../../api/sanctions.ts";
import { ErrorState } from "../ErrorState.tsx";
import { SkeletonLines } from "../Skeleton.tsx";
import { AppLink } from "../AppLink.tsx";
import { groupCode } from "./labels.ts";
import { QueryForm } from "./QueryForm.tsx";
import { SanctionMeasures } from "./SanctionMeasures.tsx";
import { useSanctionsQuery } from "../../flows/sanctions-query/live.ts";

/** "By code": a code of 2–10 digits → the measures covering it (and below it), CHPL, re-export warning. */
export function CodeLookup() {
  const { i18n } = useLingui();
  const field = useSanctionsQuery("code", "code");
  const result = useCodeSanctions(field.committed);
  const data = result.data;
  const nothing = data && data.measures.length === 0 && data.chpl === null && data.chpl_below.length === 0;
  return (
    <section className="sanctions-section" aria-labelledby="sanctions-code-title">
      <h2 id="sanctions-code-title" className="sanctions-section__title">{i18n._({ id: "sanctions.code.title", message: "Проверка товара по коду" })}</h2>
      <QueryForm
        field={field}
        label={i18n._({ id: "sanctions.code.label", message: "Код ТН ВЭД: от 2 до 10 цифр" })}
        submit={i18n._({ id: "sanctions.code.submit", message: "Проверить" })}
        testId="sanctions-code"
        input={{ className: "input code", inputMode: "numeric", placeholder: "8541 10" }}
      />
      <p className="muted sanctions-hint">
        {i18n._({
          id: "sanctions.code.rule",
          message: "Запись в приложении охватывает все коды, которые с неё начинаются. Для короткого кода показаны и записи ниже него: они касаются только части товаров.",
        })}
      </p>
      <div aria-live="polite" data-testid="sanctions-code-result">
        {field.committed === "" ? (
          field.draft.trim() !== "" && !field.pending ? (
            <p className="sanctions-empty">{i18n._({ id: "sanctions.code.invalid", message: "Введите от 2 до 10 цифр кода." })}</p>
          ) : null
        ) : result.isError ? (
          <ErrorState text={i18n._({ id: "sanctions.code.error", message: "Не удалось проверить код. Повторите." })} onRetry={() => void result.refetch()} />
        ) : !data ? (
          <SkeletonLines count={4} label={i18n._({ id: "sanctions.loading", message: "Загрузка" })} />
        ) : (
          <>
            <p className="sanctions-result-head">
              <span className="code">{groupCode(data.code)}</span>{" "}
              {nothing ? (
                <span data-testid="sanctions-code-none">{i18n._({ id: "sanctions.code.none", message: "В проверенных списках код не найден." })}</span>
              ) : (
                <span className="badge card-badge card-badge--sanction">
                  {i18n._({ id: "sanctions.code.found", message: "{count, plural, one {# мера} few {# меры} other {# мер}}", values: { count: data.measures.length + (data.chpl ? 1 : 0) + data.chpl_below.length } })}
                </span>
              )}
              {data.code.length === 10 ? (
                <>
                  {" · "}
                  <AppLink href={`/custom/${data.code}`}>{i18n._({ id: "sanctions.code.card", message: "карточка кода" })}</AppLink>
                </>
              ) : null}
            </p>
            <SanctionMeasures data={data} />
          </>
        )}
      </div>
    </section>
  );
}
