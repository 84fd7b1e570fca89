import { useLingui } from "@lingui/react";
import { useId, useState } from "react";

/** Sign-in is a later issue: the button says so instead of pretending to work. */
export function AccountButton() {
  const { i18n } = useLingui();
  const [told, setTold] = useState(false);
  const noteId = useId();
  return (
    <div className="account">
      <button
        type="button"
        className="button account-button"
        aria-disabled="true"
        aria-describedby={noteId}
        onClick={() => setTold((v) => !v)}
      >
        {i18n._({ id: "account.signIn", message: "Войти" })}
      </button>
      <p id={noteId} className="account-note" role="status" hidden={!told}>
        {i18n._({ id: "account.soon", message: "Вход и регистрация появятся в следующей версии портала." })}
      </p>
    </div>
  );
}
