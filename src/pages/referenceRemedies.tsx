import { useLingui } from "@lingui/react";
import { remedyAddress } from "../../core/contract/legal-search-address.ts";
import { useLegalSearch } from "../api/legal-search.ts";
import { formatDate } from "../components/code-card/format.ts";
import { MeasureEntry } from "../components/code-card/MeasureEntry.tsx";
import { CodeLink } from "../components/legal/CodeLink.tsx";
import { LegalSearch } from "../components/legal/LegalSearch.tsx";
import { useSearchAddress } from "../components/legal/search-address.ts";
import { useTextLang } from "../i18n/textLang.ts";

/** /reference/remedies: the EAEU trade remedies in force today, by code, country of origin or words (spec §7, issue 19). */
export default function Page() {
  const { i18n } = useLingui();
  const langOf = useTextLang();
  const { search, values, query, submit } = useSearchAddress(remedyAddress, ["code", "country", "q"]);
  const found = useLegalSearch("searchRemedies", query);
  return (
    <LegalSearch
      name="remedies"
      lead={i18n._({
        id: "remedies.lead",
        message: "Антидемпинговые, компенсационные и специальные защитные пошлины ЕАЭС, действующие сегодня: ставка, страна происхождения, экспортёр, сроки и акт. Код находит меры, введённые на него, на его начало или на коды под ним.",
      })}
      fields={
        <>
          <label>
            {i18n._({ id: "remedies.code", message: "Код или его начало" })}
            <input className="input" name="code" inputMode="numeric" pattern="[\d\s.]{2,14}" defaultValue={values.code ?? ""} placeholder="7216" data-testid="remedies-code" />
          </label>
          <label>
            {i18n._({ id: "remedies.country", message: "Страна происхождения (код ISO)" })}
            <input className="input" name="country" pattern="[A-Za-z]{2}" maxLength={2} autoCapitalize="characters" defaultValue={values.country ?? ""} placeholder="CN" data-testid="remedies-country" />
          </label>
          <label>
            {i18n._({ id: "remedies.q", message: "Слова: товар или экспортёр" })}
            <input className="input" type="search" name="q" minLength={2} maxLength={100} defaultValue={values.q ?? ""} data-testid="remedies-q" />
          </label>
        </>
      }
      submit={submit}
      search={search}
      invalid={
        query === null
          ? i18n._({ id: "remedies.invalid", message: "Проверьте поля: код — от 2 до 10 цифр, страна — две латинские буквы (например, CN), слова — от 2 до 100 символов." })
          : null
      }
      found={found}
      context={(body) => i18n._({ id: "remedies.onDate", message: "Действуют на {date}.", values: { date: formatDate(i18n.locale, body.meta.date) } })}
      empty={i18n._({ id: "remedies.empty", message: "В данных портала нет действующей меры по этому запросу. Это не значит, что меры нет: перечни ниже могут быть неполными." })}
    >
      {(body) => (
        <ul className="card-list legal-list">
          {body.data.map((item) => (
            <MeasureEntry key={`${item.act.number}|${item.code_prefix}|${item.exporter ?? ""}|${item.origins.join()}`} item={item} remedy>
              <p className="legal-item__code">
                <CodeLink code={item.code_prefix} />
                {item.name ? <span className="legal-item__name" lang={langOf(item.name)}> {item.name}</span> : null}
              </p>
            </MeasureEntry>
          ))}
        </ul>
      )}
    </LegalSearch>
  );
}
