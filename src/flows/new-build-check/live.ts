import { createElement } from "react";
import { toast } from "react-toastify";
import { fromPromise } from "xstate";
import type { ActorRefFrom } from "xstate";
import { newBuildCheckMachine } from "../../../machines/new-build-check/new-build-check.machine.ts";
import { getJson } from "../../api/client.ts";
import { ReloadOffer } from "../../app/ReloadOffer.tsx";
import { dismissToast } from "../../toasts/control.ts";

/**
 * The new-deployment check as the app runs it (spec §4, §9): the page's own build id, the hourly call
 * for the deployed one, and the offer toast with its reload.
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

/**
 * The toast of the offer. The toast machines auto-close a toast after 2500 ms unless it follows a
 * task (`isLoading`): the offer is shown as one, without the spinner (`icon: false`), so it stays
 * until the user answers. Closing it (its close button, or the page address changing, which clears
 * every toast) dismisses this build's offer.
 */
function showOffer(actor: CheckActor): void {
  toast(createElement(ReloadOffer, { onReload: () => offering(actor) && actor.send({ type: "reload" }) }), {
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
