import { createActor, fromCallback, fromPromise } from "xstate";
import type { AnyMachineSnapshot } from "xstate";
import { describe, expect, it } from "vitest";
import { sessionMachine } from "../../machines/session/session.machine.ts";
import type { BearerInput, SessionContext, SessionEmitted, SessionInput } from "../../machines/session/session.machine.ts";
import type { AccessData } from "../../core/contract/auth.ts";
import type { UserInfo } from "../../core/contract/user.ts";
import { replayRunsCovering } from "../support/coverage-report.ts";
import type { EventSamples, ReplayContext } from "../support/machine-paths.ts";

// ---- fakes -------------------------------------------------------------------------------

const USER: UserInfo = {
  email: "a@b.kz",
  is_2fa_enabled: false,
  plan: "standard",
  permissions: ["access_to_ved"],
  limits: { card_openings_per_month: 10 },
};
const ACCESS: AccessData = { access_token: "fresh-token", expire_in: 3600 };

const pending = <T>() => fromPromise<T, BearerInput>(() => new Promise<T>(() => {}));

/** Side effects recorded in order, and calls recorded with their bearer. */
function withFakes(
  calls: string[],
  answers: { cookie?: AccessData | null | Error; user?: UserInfo | null | Error; services?: string[] | null | Error } = {},
) {
  const answer = <T>(name: string, value: T | Error | undefined) =>
    value === undefined
      ? pending<T>()
      : fromPromise<T, BearerInput>(async ({ input }) => {
          calls.push(`${name} bearer=${input.token}`);
          if (value instanceof Error) throw value;
          return value;
        });
  return sessionMachine.provide({
    actors: {
      fetchSessionCookie: answer("fetchSessionCookie", answers.cookie),
      fetchUserInfo: answer("fetchUserInfo", answers.user),
      fetchServices: answer("fetchServices", answers.services),
      watchToken: fromCallback(() => () => {}),
    },
    actions: {
      storeToken: ({ context }) => void calls.push(`storeToken ${context.token} ${context.expireIn}`),
      setAutoLogout: () => void calls.push("setAutoLogout"),
      clearAutoLogout: () => void calls.push("clearAutoLogout"),
      expireToken: () => void calls.push("expireToken"),
      reload: () => void calls.push("reload"),
    },
  });
}

// ---- event samples ---------------------------------------------------------------------------

const EVENTS: EventSamples = {
  "xstate.done.actor.fetchSessionCookie": [{ output: ACCESS, actorId: "fetchSessionCookie" }, { output: null, actorId: "fetchSessionCookie" }],
  "xstate.done.actor.fetchUserInfo": [{ output: USER, actorId: "fetchUserInfo" }, { output: null, actorId: "fetchUserInfo" }],
  "xstate.done.actor.fetchServices": [{ output: ["fea"], actorId: "fetchServices" }],
  unauthorized: [{}],
  "token.disappeared": [{}],
  close: [{}],
  login: [{}],
};

/**
 * The samples of invoke results are offered in every state; an invoke that is not running cannot
 * answer, so those steps send nothing (the model takes them as no-ops too).
 */
const onlyWhileRunning = (invokeId: string) => ({ actor, event }: ReplayContext) => {
  if ((actor.getSnapshot() as AnyMachineSnapshot).children[invokeId]) actor.send(event);
};
const REPLAY = {
  "xstate.done.actor.fetchSessionCookie": onlyWhileRunning("fetchSessionCookie"),
  "xstate.done.actor.fetchUserInfo": onlyWhileRunning("fetchUserInfo"),
  "xstate.done.actor.fetchServices": onlyWhileRunning("fetchServices"),
};

const projection = (c: SessionContext) => ({
  token: c.token !== null,
  user: c.user !== null,
  services: c.services.length,
  autoLogout: c.autoLogout,
});

describe("session: generated paths", () => {
  it("replays every path from every start and covers every state and transition", () => {
    const starts: SessionInput[] = [
      { storedToken: null, autoLogout: false },
      { storedToken: "stored-token", autoLogout: true },
      { storedToken: "stored-token", autoLogout: false },
    ];
    const result = replayRunsCovering(starts.map((input) => ({ machine: withFakes([]), input, events: EVENTS, replay: REPLAY, context: projection })));
    expect(result.states.total).toEqual(expect.arrayContaining(["session.reloading", "session.signedIn", "session.autoLogout"]));
  });
});

// ---- targeted assertions ---------------------------------------------------------------------

const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

function start(input: SessionInput, answers: Parameters<typeof withFakes>[1]) {
  const calls: string[] = [];
  const emitted: string[] = [];
  const actor = createActor(withFakes(calls, answers), { input });
  actor.on("*", (e: SessionEmitted) => void emitted.push(e.type));
  actor.start();
  return { actor, calls, emitted };
}

describe("session start (spec §4)", () => {
  it("a returned access_token with none stored: stores it for expire_in, sets autoLogout, reloads", async () => {
    const { actor, calls } = start({ storedToken: null }, { cookie: ACCESS });
    await flush();
    expect(actor.getSnapshot().value).toBe("reloading");
    expect(actor.getSnapshot().status).toBe("done");
    expect(actor.getSnapshot().context).toMatchObject({ token: "fresh-token", expireIn: 3600, autoLogout: true });
    expect(calls).toEqual(["fetchSessionCookie bearer=null", "storeToken fresh-token 3600", "setAutoLogout", "reload"]);
  });

  it("data with a stored token: user info and services load with the bearer; signed in", async () => {
    const { actor, calls } = start({ storedToken: "stored-token", autoLogout: true }, { cookie: ACCESS, user: USER, services: ["fea"] });
    await flush();
    expect(actor.getSnapshot().value).toBe("signedIn");
    expect(actor.getSnapshot().context).toMatchObject({ token: "stored-token", user: USER, services: ["fea"], autoLogout: true });
    expect(calls).toEqual([
      "fetchSessionCookie bearer=stored-token",
      "fetchUserInfo bearer=stored-token",
      "fetchServices bearer=stored-token",
    ]);
  });

  it("failed user info and services fetches are empty results: signed out, nothing reset", async () => {
    const { actor, calls } = start({ storedToken: "stored-token" }, { cookie: ACCESS, user: new Error("500"), services: new Error("500") });
    await flush();
    expect(actor.getSnapshot().value).toBe("signedOut");
    expect(actor.getSnapshot().context).toMatchObject({ user: null, services: [] });
    expect(calls).not.toContain("expireToken");
  });

  it("nothing returned (null or a failed call) resets: user info, services, autoLogout, accessToken", async () => {
    for (const cookie of [null, new Error("network")]) {
      const { actor, calls } = start({ storedToken: "stored-token", autoLogout: true }, { cookie });
      await flush();
      expect(actor.getSnapshot().value).toBe("signedOut");
      expect(actor.getSnapshot().context).toEqual({ token: null, expireIn: null, user: null, services: [], autoLogout: false });
      expect(calls).toEqual(["fetchSessionCookie bearer=stored-token", "clearAutoLogout", "expireToken"]);
    }
  });

  it("a 401 from any service resets the session", async () => {
    const { actor, calls } = start({ storedToken: "stored-token", autoLogout: true }, { cookie: ACCESS, user: USER, services: [] });
    await flush();
    expect(actor.getSnapshot().value).toBe("signedIn");
    actor.send({ type: "unauthorized" });
    expect(actor.getSnapshot().value).toBe("signedOut");
    expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null, services: [], autoLogout: false });
    expect(calls.slice(-2)).toEqual(["clearAutoLogout", "expireToken"]);
  });
});

describe("auto-logout (spec §4)", () => {
  it("the token disappears while autoLogout is set: the modal opens and the flag clears", async () => {
    const { actor, calls, emitted } = start({ storedToken: "stored-token", autoLogout: true }, { cookie: ACCESS, user: USER, services: [] });
    await flush();
    actor.send({ type: "token.disappeared" });
    expect(actor.getSnapshot().value).toBe("autoLogout");
    expect(actor.getSnapshot().context.autoLogout).toBe(false);
    expect(actor.getSnapshot().context.user).toBeNull();
    expect(calls.at(-1)).toBe("clearAutoLogout");
    expect(emitted).toEqual(["autoLogout.opened"]);
    actor.send({ type: "login" });
    expect(actor.getSnapshot().value).toBe("signedOut");
    expect(emitted).toEqual(["autoLogout.opened", "login.requested"]);
  });

  it("without the flag the session just resets, no modal", async () => {
    const { actor, emitted } = start({ storedToken: "stored-token", autoLogout: false }, { cookie: ACCESS, user: USER, services: [] });
    await flush();
    actor.send({ type: "token.disappeared" });
    expect(actor.getSnapshot().value).toBe("signedOut");
    expect(emitted).toEqual([]);
  });
});
