import { useLingui } from "@lingui/react";
import { type FormEvent, useState } from "react";
import { useLocation } from "wouter";
import { AppLink } from "../components/AppLink.tsx";
import { digitsOnly } from "../components/codeFormat.ts";
import { TextInput } from "../components/form/TextInput.tsx";
import { PageTitle } from "../components/PageTitle.tsx";

const CODE_MASK = "#### ## ### #";

/** /custom: type a 10-digit code, open its card. */
export default function Page() {
  const { i18n } = useLingui();
  const [, navigate] = useLocation();
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const digits = digitsOnly(value);
    if (digits.length !== 10) {
      setError(i18n._({ id: "custom.entry.invalid", message: "Введите код из 10 цифр." }));
      return;
    }
    setError(null);
    navigate(`/custom/${digits}`);
  };

  return (
    <article className="page custom-entry-page">
      <PageTitle />
      <p className="lead">
        {i18n._({
          id: "custom.lead",
          message:
            "Карточка кода показывает ввозную пошлину, НДС, акциз, запреты и санкции, преференции, меры защиты и маркировку на выбранную дату — у каждой ставки указан её правовой источник.",
        })}
      </p>
      <form className="custom-entry" onSubmit={submit} noValidate>
        <TextInput
          id="custom-code"
          testId="custom-code"
          label={i18n._({ id: "custom.entry.label", message: "Код ТН ВЭД ЕАЭС" })}
          hint={i18n._({ id: "custom.entry.hint", message: "10 цифр, например 0805 40 000 0" })}
          value={value}
          onValueChange={(v) => {
            setValue(v);
            if (error) setError(null);
          }}
          mask={CODE_MASK}
          inputMode="numeric"
          autoComplete="off"
          error={error}
        />
        <button type="submit" className="button button--primary" data-testid="custom-open">
          {i18n._({ id: "custom.entry.submit", message: "Открыть карточку" })}
        </button>
      </form>
      <p>
        <AppLink href="/tree">{i18n._({ id: "custom.toTree", message: "Не знаете код? Найдите его в дереве ТН ВЭД ЕАЭС" })}</AppLink>
      </p>
    </article>
  );
}
