import { fromPromise } from "xstate";
import { limitGuardMachine } from "../../../machines/limit-guard/limit-guard.machine.ts";
import type { OpenCardAnswer, OpenCardRequest } from "../../../machines/limit-guard/limit-guard.machine.ts";
import { askSignIn } from "../../account/account-context.ts";
import { openImporterCard } from "../../api/importer-card.ts";

/** The limit guard's home in the client: GET /api/v1/open-card, and the login modal when it asks for sign-in. */
export const liveLimitGuard = limitGuardMachine.provide({
  actors: { openCard: fromPromise<OpenCardAnswer, OpenCardRequest>(({ input }) => openImporterCard(input)) },
  actions: { openSignIn: () => askSignIn("login") },
});
