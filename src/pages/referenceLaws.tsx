import { useLingui } from "@lingui/react";
import { lawAddress } from "../../core/contract/legal-search-address.ts";
import type { LawItem } from "../../core/contract/legal-search.ts";
import { measureTypeNames } from "../../core/measure-names.ts";
import { useLegalSearch } from "../api/legal-search.ts";
import { formatDate } from "../components/code-card/format.ts";
import { SourceLine } from "../components/code-card/Source.tsx";
import { CodeLink } from "../components/legal/CodeLink.tsx";
import { LegalSearch } from "../components/legal/LegalSearch.tsx";
import { useSearchAddress } from "../components/legal/search-address.ts";
import { useTextLang } from "../i18n/textLang.ts";

/** One act: its title, who adopted it, number and date, what it sets in the measures data, and its text. */
function Act({ act }: { act: LawItem }) {
  const { i18n } = useLingui();
  const langOf = useTextLang();
  const facts = [act.body, act.type, act.number && `№ ${act.number}`, act.date && formatDate(i18n.locale, act.date)].filter(Boolean).join(" · ");
  return (
    <li className="legal-item" data-testid="law-item" data-id={act.id}>
      <h2 className="legal-item__title" lang={langOf(act.title)}>{act.title}</h2>
      {facts ? <p className="legal-item__facts" lang={langOf(facts)}>{facts}</p> : null}
      {act.topic || act.status ? <p className="muted" lang={langOf(`${act.topic ?? ""} ${act.status ?? ""}`)}>{[act.topic, act.status].filter(Boolean).join(" · ")}</p> : null}
      {act.measures ? (
        <>
          <p data-testid="law-measures">
            {i18n._({ id: "laws.sets", message: "Устанавливает: {types}", values: { types: act.measures.types.map((t) => i18n._(measureTypeNames[t])).join(", ") } })}
          </p>
          <p className="legal-item__codes">
            {i18n._({ id: "laws.codes", message: "Коды ({count}):", values: { count: act.measures.codes } })}{" "}
            {act.measures.prefixes.map((code, i) => (
              <span key={code}>
                {i > 0 ? ", " : null}
                <CodeLink code={code} />
              </span>
            ))}
          </p>
        </>
      ) : (
        <p className="muted">{i18n._({ id: "laws.noMeasures", message: "Мер с кодами товаров по этому акту в данных портала нет." })}</p>
      )}
      {act.url ? <SourceLine source={{ act: null, url: act.url, as_of: null, verification: null }} label={i18n._({ id: "laws.text", message: "Текст акта:" })} /> : null}
    </li>
  );
}

/** /reference/laws: the acts the portal's figures and measures rest on, by words or number (spec §7, issue 19). */
export default function Page() {
  const { i18n } = useLingui();
  const { search, values, query, submit } = useSearchAddress(lawAddress, ["q"]);
  const found = useLegalSearch("searchLaws", query);
  return (
    <LegalSearch
      name="laws"
      lead={i18n._({
        id: "laws.lead",
        message: "Акты, на которые ссылаются ставки и меры портала: решения ЕЭК, законы и постановления Казахстана. Ищите по словам названия или органа либо по номеру акта. Сначала новые.",
      })}
      fields={
        <label>
          {i18n._({ id: "laws.q", message: "Слова или номер акта" })}
          <input className="input" type="search" name="q" minLength={2} maxLength={100} defaultValue={values.q ?? ""} placeholder="568" data-testid="laws-q" />
        </label>
      }
      submit={submit}
      search={search}
      invalid={query === null ? i18n._({ id: "laws.invalid", message: "Запрос — от 2 до 100 символов." }) : null}
      found={found}
      empty={i18n._({ id: "laws.empty", message: "Таких актов нет среди тех, на которые ссылается портал. Измените запрос: другие акты здесь не ищутся." })}
    >
      {(body) => <ul className="legal-list">{body.data.map((act) => <Act key={act.id} act={act} />)}</ul>}
    </LegalSearch>
  );
}
