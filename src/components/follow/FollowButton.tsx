import type { I18n } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useState } from "react";
import type { WatchKind } from "../../../core/contract/watch.ts";
import { useSessionView } from "../../account/account-context.ts";
import { entryOf, useWatchList } from "../../api/watch.ts";
import { liveFollow } from "../../flows/follow/live.ts";
import { inspect } from "../../inspect.ts";
import { formatCode } from "../codeFormat.ts";
import { BellIcon } from "./BellIcon.tsx";

/** What a click does, said for each kind of thing (the bell has no text of its own). */
function labelOf(i18n: I18n, kind: WatchKind, ref: string, on: boolean): string {
  if (kind === "code") {
    const code = formatCode(ref);
    return on
      ? i18n._({ id: "follow.code.off", message: "Перестать следить за изменениями кода {code}", values: { code } })
      : i18n._({ id: "follow.code.on", message: "Следить за изменениями кода {code}", values: { code } });
  }
  if (kind === "container") {
    return on
      ? i18n._({ id: "follow.container.off", message: "Перестать следить за контейнером {ref}", values: { ref } })
      : i18n._({ id: "follow.container.on", message: "Следить за событиями контейнера {ref}", values: { ref } });
  }
  return on
    ? i18n._({ id: "follow.counterparty.off", message: "Перестать следить за контрагентом «{ref}»", values: { ref } })
    : i18n._({ id: "follow.counterparty.on", message: "Следить за контрагентом «{ref}» в санкционных списках", values: { ref } });
}

/**
 * The bell beside the favourites star: follows a code, a container or a counterparty through the follow
 * flow (a signed-out click signs in first, then follows); aria-pressed tells whether it is followed.
 */
export function FollowButton({ kind, reference }: { kind: WatchKind; reference: string }) {
  const { i18n } = useLingui();
  const { signedIn, starting } = useSessionView();
  const queryClient = useQueryClient();
  const list = useWatchList();
  const known = entryOf(list.data, kind, reference)?.id ?? null;
  const [machine] = useState(() => liveFollow(queryClient));
  const actor = useActorRef(machine, { input: { kind, ref: reference, signedIn, watchId: known }, inspect });
  const on = useSelector(actor, (s) => s.context.signedIn && s.context.watchId !== null);
  const busy = useSelector(actor, (s) => s.hasTag("busy"));
  const error = useSelector(actor, (s) => (s.matches("failed") ? s.context.error : null));

  useEffect(() => actor.send({ type: "user.changed", signedIn }), [actor, signedIn]);
  useEffect(() => actor.send({ type: "known", watchId: known }), [actor, known]);

  const label = labelOf(i18n, kind, reference, on);
  return (
    <span className="follow">
      <button
        type="button"
        className="favourite-button follow__button"
        data-testid="follow-button"
        aria-pressed={on}
        aria-label={label}
        title={label}
        disabled={starting || busy}
        onClick={() => actor.send({ type: error === null ? "toggle" : "retry" })}
      >
        <BellIcon filled={on} />
      </button>
      {error !== null && (
        <span className="follow__error" role="alert" data-testid="follow-error">
          {error || i18n._({ id: "follow.failed", message: "Не удалось сохранить слежение" })}{" "}
          <button type="button" className="button button--small" onClick={() => actor.send({ type: "retry" })}>
            {i18n._({ id: "common.retry", message: "Повторить" })}
          </button>{" "}
          <button type="button" className="button button--small" onClick={() => actor.send({ type: "cancel" })}>
            {i18n._({ id: "modal.close", message: "Закрыть" })}
          </button>
        </span>
      )}
    </span>
  );
}
