import { useLingui } from "@lingui/react";
import { useActorRef, useSelector } from "@xstate/react";
import type { FormEvent } from "react";
import { NOTIFY_MODES } from "../../../core/contract/watch.ts";
import { liveNotificationSettings } from "../../flows/notification-settings/live.ts";
import { inspect } from "../../inspect.ts";
import { ErrorState } from "../ErrorState.tsx";
import { SkeletonLines } from "../Skeleton.tsx";

const HOURS = Array.from({ length: 24 }, (_, h) => h);

/** How the user is told of changes, drawn from the notification-settings flow. */
export function DigestSettingsForm() {
  const { i18n } = useLingui();
  const actor = useActorRef(liveNotificationSettings, { inspect });
  const context = useSelector(actor, (s) => s.context);
  const state = useSelector(actor, (s) => (s.matches("loading") ? "loading" : s.matches("loadFailed") ? "loadFailed" : "form"));
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const title = i18n._({ id: "notifications.digest.title", message: "Письма об изменениях" });

  if (state === "loading") return <SkeletonLines count={2} label={title} />;
  if (state === "loadFailed") {
    return (
      <div data-testid="digest-load-error">
        <ErrorState text={context.error || i18n._({ id: "notifications.digest.loadError", message: "Настройки писем не загрузились." })} onRetry={() => actor.send({ type: "retry" })} />
      </div>
    );
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    actor.send({ type: "submit" });
  };
  return (
    <form className="notifications-digest" onSubmit={submit} data-testid="digest-form" aria-labelledby="digest-title">
      <h2 id="digest-title">{title}</h2>
      <fieldset className="notifications-head">
        <legend className="visually-hidden">{title}</legend>
        {NOTIFY_MODES.map((mode) => (
          <label key={mode} className="add-to-group__item">
            <input type="radio" name="digest-mode" value={mode} checked={context.form.mode === mode} onChange={() => actor.send({ type: "edit", value: { mode } })} />
            {i18n._({ id: "notifications.digest.mode", message: "{mode, select, immediate {Сразу} daily {Раз в день} other {Не присылать}}", values: { mode } })}
          </label>
        ))}
      </fieldset>
      {context.form.mode === "daily" && (
        <div className="notifications-head">
          <label className="field__label" htmlFor="digest-hour">{i18n._({ id: "notifications.digest.hour", message: "Час отправки (время Алматы)" })}</label>
          <select id="digest-hour" className="input" value={context.form.hour} onChange={(e) => actor.send({ type: "edit", value: { hour: Number(e.target.value) } })}>
            {HOURS.map((h) => <option key={h} value={h}>{`${String(h).padStart(2, "0")}:00`}</option>)}
          </select>
        </div>
      )}
      <button type="submit" className="button button--primary" disabled={busy} data-testid="digest-save">
        {i18n._({ id: "notifications.digest.save", message: "Сохранить" })}
      </button>
      <span role="status">
        {context.saved && i18n._({ id: "notifications.digest.saved", message: "Сохранено" })}
      </span>
      {context.error !== null && <p className="field-error" role="alert">{context.error || i18n._({ id: "notifications.digest.saveError", message: "Не удалось сохранить настройки." })}</p>}
    </form>
  );
}
