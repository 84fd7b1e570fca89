import { useLingui } from "@lingui/react";
import { useActorRef, useSelector } from "@xstate/react";
import type { ReactNode } from "react";
import { useSearch } from "wouter";
import { AppLink } from "../components/AppLink.tsx";
import { PageTitle } from "../components/PageTitle.tsx";
import { liveUnsubscribe } from "../flows/unsubscribe/live.ts";
import { inspect } from "../inspect.ts";

const settingsLink = (text: string) => <p><AppLink href="/profile/notifications">{text}</AppLink></p>;

/** /unsubscribe?token=…: an alert mail's link; one button turns the mails about changes off, signed out or in. */
export default function Page() {
  const { i18n } = useLingui();
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const settings = settingsLink(i18n._({ id: "unsubscribe.settings", message: "Настройки уведомлений в профиле" }));
  return (
    <article className="page">
      <PageTitle />
      {token === "" ? (
        <div role="alert" data-testid="unsubscribe-rejected">
          <p className="lead">{i18n._({ id: "unsubscribe.noToken", message: "В ссылке нет ключа отписки. Откройте её из письма целиком или отключите письма в профиле." })}</p>
          {settings}
        </div>
      ) : (
        <UnsubscribeFlow token={token} settings={settings} />
      )}
    </article>
  );
}

/** The unsubscribe flow's view: the button, then the server's answer. */
function UnsubscribeFlow({ token, settings }: { token: string; settings: ReactNode }) {
  const { i18n } = useLingui();
  const actor = useActorRef(liveUnsubscribe, { input: { token }, inspect });
  const state = useSelector(actor, (s) => s.value);
  const message = useSelector(actor, (s) => s.context.message);
  const busy = state === "sending";
  if (state === "done" || state === "rejected") {
    return (
      <div role={state === "done" ? "status" : "alert"} data-testid={`unsubscribe-${state}`}>
        <p className="lead">{message}</p>
        {settings}
      </div>
    );
  }
  return (
    <div>
      <p className="lead">
        {i18n._({ id: "unsubscribe.lead", message: "Отписаться от писем об изменениях того, за чем вы следите на портале? Лента в профиле останется." })}
      </p>
      {state === "failed" && (
        <p className="field-error" role="alert" data-testid="unsubscribe-error">
          {message || i18n._({ id: "unsubscribe.failed", message: "Не получилось отписаться. Попробуйте ещё раз." })}
        </p>
      )}
      <button type="button" className="button button--primary" disabled={busy} aria-busy={busy || undefined} onClick={() => actor.send({ type: "confirm" })} data-testid="unsubscribe-confirm">
        {i18n._({ id: "unsubscribe.confirm", message: "Отписаться" })}
      </button>
    </div>
  );
}
