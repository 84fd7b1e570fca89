import { useLingui } from "@lingui/react";
import { type FormEvent, useId, useRef, useState } from "react";
import { useLocation, useSearch } from "wouter";
import { useNodePath } from "../api/tree.ts";
import { routeTitle } from "../app/routeTitle.ts";
import { digitsOnly } from "../components/codeFormat.ts";
import { useTypedBeforeHydration } from "../components/form/useTypedBeforeHydration.ts";
import { PageTitle } from "../components/PageTitle.tsx";
import { Tree } from "../components/tree/Tree.tsx";

/** Names in kk and partly in en fall back to Russian on the server: say so instead of hiding it. */
function NamesNote() {
  const { i18n } = useLingui();
  if (i18n.locale === "kk")
    return (
      <p className="note">
        {i18n._({ id: "tree.namesNote.kk", message: "Разделы, группы и товарные позиции названы по-казахски в переводе проекта (не официальном); строки ниже четырёх знаков пока показаны на русском." })}
      </p>
    );
  if (i18n.locale === "en")
    return (
      <p className="note">
        {i18n._({
          id: "tree.namesNote.en",
          message: "Английские наименования показаны там, где строка совпадает с описанием Гармонизированной системы 2022; остальные строки — на русском.",
        })}
      </p>
    );
  return null;
}

function CodeJump({ current }: { current: string | null }) {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const [value, setValue] = useState(current ?? "");
  const [invalid, setInvalid] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(inputRef, value, setValue);
  const inputId = useId();
  const errorId = useId();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const digits = digitsOnly(value);
    if (digits.length !== 10) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    navigate(`/tree?code=${digits}`);
  };

  return (
    <form className="code-jump" onSubmit={submit} noValidate>
      <label htmlFor={inputId}>{i18n._({ id: "tree.jump.label", message: "Найти код в дереве" })}</label>
      <div className="code-jump-row">
        <input
          ref={inputRef}
          id={inputId}
          className="input input--code"
          inputMode="numeric"
          autoComplete="off"
          placeholder="0101 21 000 0"
          value={value}
          aria-invalid={invalid}
          aria-describedby={invalid ? errorId : undefined}
          onChange={(e) => setValue(e.target.value)}
        />
        <button type="submit" className="button button--primary">
          {i18n._({ id: "tree.jump.submit", message: "Показать" })}
        </button>
      </div>
      {invalid && (
        <p id={errorId} className="field-error">
          {i18n._({ id: "tree.jump.invalid", message: "Введите код из 10 цифр." })}
        </p>
      )}
    </form>
  );
}

export default function Page() {
  const { i18n } = useLingui();
  const raw = new URLSearchParams(useSearch()).get("code");
  // A node id: a code of any length (`8471`, `0101210000`), a section (`SXVI`) or a printed line.
  const code = raw && /^[A-Za-z0-9-]{1,32}$/.test(raw) ? raw : null;
  // The same answer the tree opens its path with: the opened node names the document.
  const node = useNodePath(code).data;
  const head = node
    ? {
        title: `${node.code_fmt ?? node.id} ${node.name} — ${i18n._(routeTitle("tree"))}`,
        description: i18n._({
          id: "tree.head.description",
          message: "{code} {name} в ТН ВЭД ЕАЭС: место в дереве от раздела, подсубпозиции и десятизначные коды со ставками.",
          values: { code: node.code_fmt ?? node.id, name: node.name },
        }),
      }
    : null;
  return (
    <article className="page">
      <PageTitle head={head} />
      <p className="lead">
        {i18n._({
          id: "tree.lead",
          message: "Товарная номенклатура внешнеэкономической деятельности ЕАЭС. Откройте раздел, затем группу и позицию, чтобы дойти до десятизначного кода.",
        })}
      </p>
      <NamesNote />
      <CodeJump key={code ?? ""} current={code && /^\d{10}$/.test(code) ? code : null} />
      <Tree key={code ?? ""} code={code} />
    </article>
  );
}
