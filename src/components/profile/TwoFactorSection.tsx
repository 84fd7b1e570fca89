import { useLingui } from "@lingui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useMemo } from "react";
import { liveTwoFactorSetup } from "../../flows/two-factor-setup/live.ts";
import { inspect } from "../../inspect.ts";
import { CodeEntry } from "../code/CodeEntry.tsx";
import { codeSubmitter } from "../code/submit-code.ts";
import { SkeletonLines } from "../Skeleton.tsx";
import { TwoFactorSecretView } from "./TwoFactorSecretView.tsx";

/** Two-factor authentication on the profile page: its state, and turning it on or off. */
export function TwoFactorSection({ enabled }: { enabled: boolean }) {
  const { i18n } = useLingui();
  const queryClient = useQueryClient();
  const actor = useActorRef(liveTwoFactorSetup(queryClient), { inspect });
  // A wrong code (the flow's wrongCode tag) marks the cells; anything else is shown by the flow.
  const submit = useMemo(() => codeSubmitter(actor, "wrongCode"), [actor]);
  const state = useSelector(actor, (s) => s.value);
  const on = useSelector(actor, (s) => s.hasTag("on"));
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const secret = useSelector(actor, (s) => s.context.secret);
  const error = useSelector(actor, (s) => s.context.error);
  const failures = useSelector(actor, (s) => s.context.failures);

  useEffect(() => {
    actor.send({ type: "status", enabled });
  }, [actor, enabled]);

  const cancel = (
    <button type="button" className="button" onClick={() => actor.send({ type: "cancel" })} disabled={busy}>
      {i18n._({ id: "profile.2fa.cancel", message: "Отмена" })}
    </button>
  );
  const errorText =
    error === null ? null : (
      <p className="field-error" role="alert">
        {error || i18n._({ id: "profile.2fa.failed", message: "Не получилось. Попробуйте ещё раз" })}
      </p>
    );

  let body;
  if (state === "unknown") {
    body = <SkeletonLines count={2} label={i18n._({ id: "profile.loading", message: "Загрузка данных профиля" })} />;
  } else if (state === "off" || state === "on") {
    body = on ? (
      <button type="button" className="button" data-testid="twofactor-disable" onClick={() => actor.send({ type: "disable" })}>
        {i18n._({ id: "profile.2fa.disable", message: "Отключить" })}
      </button>
    ) : (
      <>
        <p>{i18n._({ id: "profile.2fa.offHint", message: "При входе понадобится ещё и код из приложения-аутентификатора на телефоне." })}</p>
        <button type="button" className="button button--primary" data-testid="twofactor-enable" onClick={() => actor.send({ type: "enable" })}>
          {i18n._({ id: "profile.2fa.enable", message: "Включить" })}
        </button>
      </>
    );
  } else if (state === "creatingSecret") {
    body = <SkeletonLines count={4} label={i18n._({ id: "profile.2fa.creating", message: "Создаём ключ" })} />;
  } else if (state === "failed") {
    body = (
      <>
        {errorText}
        <div className="profile-actions">
          <button type="button" className="button button--primary" onClick={() => actor.send({ type: "retry" })}>
            {i18n._({ id: "profile.2fa.retry", message: "Повторить" })}
          </button>
          {cancel}
        </div>
      </>
    );
  } else if (on) {
    body = (
      <>
        <CodeEntry
          key={failures}
          label={i18n._({ id: "profile.2fa.disableCode", message: "Чтобы отключить защиту, введите код из приложения" })}
          submit={submit}
          testId="twofactor-code"
        />
        {errorText}
        <div className="profile-actions">{cancel}</div>
      </>
    );
  } else {
    body = (
      <>
        <ol className="twofactor-steps">
          <li>{i18n._({ id: "profile.2fa.step1", message: "Установите приложение-аутентификатор, например Google Authenticator или Яндекс Ключ." })}</li>
          <li>{i18n._({ id: "profile.2fa.step2", message: "Отсканируйте QR-код приложением или введите ключ вручную." })}</li>
          <li>{i18n._({ id: "profile.2fa.step3", message: "Введите шестизначный код, который покажет приложение." })}</li>
        </ol>
        {secret ? <TwoFactorSecretView secret={secret} /> : null}
        <CodeEntry
          key={failures}
          label={i18n._({ id: "profile.2fa.enableCode", message: "Код из приложения" })}
          submit={submit}
          testId="twofactor-code"
        />
        {errorText}
        <div className="profile-actions">{cancel}</div>
      </>
    );
  }

  return (
    <section className="profile-card" aria-labelledby="profile-2fa-title" id="two-factor">
      <h2 id="profile-2fa-title">{i18n._({ id: "profile.2fa.title", message: "Двухфакторная аутентификация" })}</h2>
      {state === "unknown" ? null : (
        <p className="profile-status" aria-live="polite">
          <span className="profile-status__badge" data-on={on} data-testid="twofactor-status">
            {on ? i18n._({ id: "profile.2fa.on", message: "Включена" }) : i18n._({ id: "profile.2fa.off", message: "Выключена" })}
          </span>
        </p>
      )}
      {body}
    </section>
  );
}
