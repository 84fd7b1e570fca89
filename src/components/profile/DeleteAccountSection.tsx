import { useLingui } from "@lingui/react";
import { useActorRef, useSelector } from "@xstate/react";
import { useState } from "react";
import { useAccount } from "../../account/account-context.ts";
import { liveDeleteAccount } from "../../flows/delete-account/live.ts";
import { inspect } from "../../inspect.ts";
import { downloadAccountExport } from "./account-export.ts";

/** "Your data" on /profile: the export, and the account's deletion (its statechart renders here). */
export function DeleteAccountSection() {
  const { i18n } = useLingui();
  const { logout } = useAccount();
  const actor = useActorRef(liveDeleteAccount(logout), { inspect });
  const state = useSelector(actor, (s) => s.value);
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const { password, code, by, fieldError, error, notice } = useSelector(actor, (s) => s.context);
  const [exportFailed, setExportFailed] = useState(false);

  const exportData = () => {
    setExportFailed(false);
    downloadAccountExport().then((ok) => setExportFailed(!ok), () => setExportFailed(true));
  };
  const field = by === "code" ? "code" : "password";
  const inForm = state === "confirming" || state === "codeEntry" || busy;

  return (
    <section className="profile-card profile-danger" aria-labelledby="profile-data-title">
      <h2 id="profile-data-title">{i18n._({ id: "profile.data.title", message: "Ваши данные" })}</h2>
      <p>{i18n._({ id: "profile.data.exportHint", message: "Файл JSON со всем, что мы о вас храним: учётная запись, тариф, сеансы, избранное, история, расчёты, открытые карточки, платежи." })}</p>
      <button type="button" className="button" data-testid="account-export" onClick={exportData}>
        {i18n._({ id: "profile.data.export", message: "Скачать мои данные" })}
      </button>
      {exportFailed && (
        <p className="field-error" role="alert">{i18n._({ id: "profile.data.exportFailed", message: "Не получилось скачать данные. Попробуйте ещё раз" })}</p>
      )}

      <h3>{i18n._({ id: "profile.delete.title", message: "Удаление учётной записи" })}</h3>
      <p>{i18n._({ id: "profile.delete.hint", message: "Учётная запись, тариф, избранное, история, расчёты и открытые карточки удаляются без возможности восстановления; все сеансы завершаются." })}</p>
      {state === "idle" && (
        <button type="button" className="button button--danger" data-testid="account-delete-open" onClick={() => actor.send({ type: "open" })}>
          {i18n._({ id: "profile.delete.open", message: "Удалить учётную запись" })}
        </button>
      )}
      {inForm && (
        <form
          className="profile-danger-form"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            actor.send({ type: "submit" });
          }}
        >
          {notice && by === "code" && <p role="status">{notice}</p>}
          {error !== null && (
            <p className="field-error" role="alert">{error || i18n._({ id: "profile.delete.failed", message: "Не получилось. Попробуйте ещё раз" })}</p>
          )}
          <label htmlFor="account-delete-field">
            {field === "code"
              ? i18n._({ id: "profile.delete.codeLabel", message: "Код из письма" })
              : i18n._({ id: "profile.delete.passwordLabel", message: "Пароль для подтверждения" })}
          </label>
          <input
            id="account-delete-field"
            className="input"
            data-testid={field === "code" ? "account-delete-code" : "account-delete-password"}
            type={field === "code" ? "text" : "password"}
            inputMode={field === "code" ? "numeric" : undefined}
            autoComplete={field === "code" ? "one-time-code" : "current-password"}
            value={field === "code" ? code : password}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={fieldError ? "account-delete-error" : undefined}
            disabled={busy}
            onChange={(e) => actor.send({ type: "edit", value: e.target.value })}
          />
          {fieldError && <p id="account-delete-error" className="field-error">{fieldError}</p>}
          <div className="profile-actions">
            <button type="submit" className="button button--danger" data-testid="account-delete-submit" disabled={busy}>
              {i18n._({ id: "profile.delete.submit", message: "Удалить навсегда" })}
            </button>
            <button type="button" className="button" data-testid="account-delete-ask-code" disabled={busy} onClick={() => actor.send({ type: "askCode" })}>
              {by === "code"
                ? i18n._({ id: "profile.delete.resend", message: "Прислать новый код" })
                : i18n._({ id: "profile.delete.askCode", message: "Нет пароля? Прислать код на почту" })}
            </button>
            <button type="button" className="button" data-testid="account-delete-cancel" disabled={busy} onClick={() => actor.send({ type: "cancel" })}>
              {i18n._({ id: "profile.delete.cancel", message: "Отмена" })}
            </button>
          </div>
          {busy && <p role="status" data-testid="account-delete-busy">{i18n._({ id: "profile.delete.busy", message: "Подождите…" })}</p>}
        </form>
      )}
      {state === "deleted" && (
        <p role="status" data-testid="account-deleted">{i18n._({ id: "profile.delete.done", message: "Учётная запись удалена. Выходим…" })}</p>
      )}
    </section>
  );
}
