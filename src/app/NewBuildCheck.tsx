import { useLingui } from "@lingui/react";
import { useActorRef } from "@xstate/react";
import { toast } from "react-toastify";
import { fromPromise } from "xstate";
import type { ActorRefFrom } from "xstate";
import { newBuildCheckMachine } from "../../machines/new-build-check/new-build-check.machine.ts";
import { getJson } from "../api/client.ts";
import { inspect } from "../inspect.ts";
import { dismissToast } from "../toasts/control.ts";

/**
 * The new-deployment check (spec §4, §9): every hour the page asks `GET /api/v1/build` for the
 * deployed build id and compares it with its own, which the server writes into the page as
 * `<meta name="build">` (server/web/build-id.ts). A new build is offered in a toast with a reload
 * button. Mounted once, lazily, off the critical path; without the meta tag (the Vite dev
 * server) nothing runs.
 */

const OFFER_TOAST = "new-build";

type CheckActor = ActorRefFrom<typeof newBuildCheckMachine>;

/** The build id of the running page, or null when the page was not served by the portal server. */
export function pageBuild(): string | null {
  if (typeof document === "undefined") return null;
  const content = document.querySelector<HTMLMetaElement>('meta[name="build"]')?.content;
  return content ? content : null;
}

function offering(actor: CheckActor): boolean {
  const snapshot = actor.getSnapshot();
  return snapshot.status === "active" && snapshot.matches("offering");
}

function ReloadOffer({ onReload }: { onReload: () => void }) {
  const { i18n } = useLingui();
  return (
    <div className="build-offer" data-testid="new-build-offer">
      <p className="build-offer__text">{i18n._({ id: "build.offer.text", message: "Вышла новая версия портала" })}</p>
      <button type="button" className="button button--primary" onClick={onReload}>
        {i18n._({ id: "build.offer.reload", message: "Обновить" })}
      </button>
    </div>
  );
}

/**
 * The toast of the offer. The toast machines auto-close a toast after 2500 ms unless it follows a
 * task (`isLoading`): the offer is shown as one, without the spinner (`icon: false`), so it stays
 * until the user answers. Closing it (its close button, or the page address changing, which clears
 * every toast) dismisses this build's offer.
 */
function showOffer(actor: CheckActor): void {
  toast(<ReloadOffer onReload={() => offering(actor) && actor.send({ type: "reload" })} />, {
    toastId: OFFER_TOAST,
    isLoading: true,
    icon: false,
    autoClose: false,
    closeButton: true,
    closeOnClick: false,
    draggable: false,
    onClose: () => {
      if (offering(actor)) actor.send({ type: "dismiss" });
    },
  });
}

export const liveNewBuildCheck = newBuildCheckMachine.provide({
  actors: {
    fetchBuildId: fromPromise<string, void>(async ({ signal }) => (await getJson("build", { signal })).data.build),
  },
  actions: {
    offerReload: ({ self }) => showOffer(self as CheckActor),
    withdrawOffer: () => dismissToast(OFFER_TOAST),
    reload: () => window.location.reload(),
  },
});

function Check({ currentBuild }: { currentBuild: string }): null {
  useActorRef(liveNewBuildCheck, { inspect, input: { currentBuild } });
  return null;
}

/** Mount once (lazily) in the app: runs the hourly check for the page's build. Renders nothing. */
export default function NewBuildCheck() {
  const currentBuild = pageBuild();
  return currentBuild ? <Check currentBuild={currentBuild} /> : null;
}
