import { createActor, fromPromise } from "xstate";
import type { AnyMachineSnapshot } from "xstate";
import { describe, expect, it } from "vitest";
import { twoFactorSetupMachine } from "../../machines/two-factor-setup/two-factor-setup.machine.ts";
import type { SetupAnswer, TwoFactorAnswer, TwoFactorSetupContext } from "../../machines/two-factor-setup/two-factor-setup.machine.ts";
import { recordFlowCoverage } from "../support/coverage-report.ts";
import { assertFullCoverage, formatPathReport, runMachinePaths } from "../support/machine-paths.ts";
import type { EventSamples, ReplayContext } from "../support/machine-paths.ts";

// ---- fakes -------------------------------------------------------------------------------

const SECRET = { secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP", otpauth_url: "otpauth://totp/x?secret=JBSW", qr_svg: "<svg/>" };
const CREATED: SetupAnswer = { status: 200, data: SECRET };
const OK: TwoFactorAnswer = { status: 200 };
const ALREADY_ON: TwoFactorAnswer = { status: 409, message: "Двухфакторная аутентификация уже включена" };
const WRONG: TwoFactorAnswer = { status: 403, message: "Неверный код" };
const IS_OFF: TwoFactorAnswer = { status: 422, message: "Двухфакторная аутентификация выключена" };
const LIMITED: TwoFactorAnswer = { status: 429, message: "Слишком много попыток" };

const never = <T>() => fromPromise<T, never>(() => new Promise<T>(() => {}));

function pathModel(log: string[] = []) {
  return twoFactorSetupMachine.provide({
    actors: { createSecret: never() as never, enable: never() as never, disable: never() as never },
    actions: { twoFactorChanged: () => void log.push("changed") },
  });
}

// ---- generated paths ---------------------------------------------------------------------

const done = (id: string, outputs: unknown[]) => outputs.map((output) => ({ output, actorId: id }));

const EVENTS: EventSamples = {
  status: [{ enabled: true }, { enabled: false }],
  enable: [{}],
  disable: [{}],
  retry: [{}],
  cancel: [{}],
  "code.entered": [{ code: "123456" }],
  "xstate.done.actor.createSecret": done("createSecret", [CREATED, ALREADY_ON, LIMITED]),
  "xstate.done.actor.enable": done("enable", [OK, ALREADY_ON, WRONG, IS_OFF]),
  "xstate.done.actor.disable": done("disable", [OK, WRONG, IS_OFF]),
};

const onlyWhileRunning =
  (invokeId: string) =>
  ({ actor, event }: ReplayContext) => {
    if ((actor.getSnapshot() as AnyMachineSnapshot).children[invokeId]) actor.send(event);
  };
const REPLAY = Object.fromEntries(
  ["createSecret", "enable", "disable"].map((id) => [`xstate.done.actor.${id}`, onlyWhileRunning(id)]),
);

/** Whether a secret is pending (the failure counter and the message only feed the view). */
const projection = (c: TwoFactorSetupContext) => ({ secret: c.secret !== null });

describe("two-factor setup: generated paths", () => {
  it("replays every path and covers every state and transition", () => {
    const result = runMachinePaths({ machine: pathModel(), events: EVENTS, replay: REPLAY, context: projection });
    recordFlowCoverage(result);
    console.log(formatPathReport(result));
    assertFullCoverage(result);
  });
});

// ---- targeted assertions -----------------------------------------------------------------

const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Calls answered by `answers` (a function per call; absent = pending), every call logged. */
function start(enabled: boolean | null, answers: Partial<Record<"createSecret" | "enable" | "disable", (input: { code: string }) => unknown>>) {
  const log: string[] = [];
  const call = (name: "createSecret" | "enable" | "disable") =>
    fromPromise<unknown, unknown>(async ({ input }) => {
      log.push(`${name} ${JSON.stringify(input ?? null)}`);
      const answer = answers[name];
      if (!answer) return new Promise(() => {});
      return answer(input as { code: string });
    });
  const machine = twoFactorSetupMachine.provide({
    actors: { createSecret: call("createSecret") as never, enable: call("enable") as never, disable: call("disable") as never },
    actions: { twoFactorChanged: () => void log.push("changed") },
  });
  const actor = createActor(machine);
  actor.start();
  if (enabled !== null) actor.send({ type: "status", enabled });
  return { actor, log };
}

const offline = () => {
  throw new Error("Нет связи с сервером");
};

describe("turning 2FA on", () => {
  it("waits for the user info, then follows it while no change is under way", async () => {
    const { actor } = start(null, { createSecret: () => CREATED });
    expect(actor.getSnapshot().value).toBe("unknown");
    actor.send({ type: "status", enabled: false });
    expect(actor.getSnapshot().value).toBe("off");
    actor.send({ type: "status", enabled: true });
    expect(actor.getSnapshot().value).toBe("on");
    actor.send({ type: "status", enabled: false });
    expect(actor.getSnapshot().value).toBe("off");
    actor.send({ type: "enable" });
    await flush();
    actor.send({ type: "status", enabled: true });
    expect(actor.getSnapshot().value).toBe("scanning");
  });

  it("creates a secret, shows it, then a wrong code (403) marks the cells and the right one turns 2FA on", async () => {
    const { actor, log } = start(false, { createSecret: () => CREATED, enable: ({ code }) => (code === "654321" ? OK : WRONG) });
    actor.send({ type: "enable" });
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    await flush();
    expect(actor.getSnapshot().value).toBe("scanning");
    expect(actor.getSnapshot().context.secret).toEqual(SECRET);
    actor.send({ type: "code.entered", code: "111111" });
    await flush();
    expect(actor.getSnapshot().value).toBe("enablingWrongCode");
    expect(actor.getSnapshot().hasTag("wrongCode")).toBe(true);
    expect(actor.getSnapshot().context.secret).toEqual(SECRET);
    actor.send({ type: "code.entered", code: "654321" });
    await flush();
    expect(actor.getSnapshot().value).toBe("on");
    expect(actor.getSnapshot().context.secret).toBeNull();
    expect(log).toEqual(["createSecret null", 'enable {"code":"111111"}', 'enable {"code":"654321"}', "changed"]);
  });

  it("a failed setup shows its message; retry asks again; cancel goes back to off", async () => {
    let answer: () => unknown = offline;
    const { actor, log } = start(false, { createSecret: () => answer() });
    actor.send({ type: "enable" });
    await flush();
    expect(actor.getSnapshot().value).toBe("failed");
    expect(actor.getSnapshot().context.error).toBe("Нет связи с сервером");
    answer = () => LIMITED;
    actor.send({ type: "retry" });
    expect(actor.getSnapshot().context.error).toBeNull();
    await flush();
    expect(actor.getSnapshot().context.error).toBe(LIMITED.message);
    actor.send({ type: "cancel" });
    expect(actor.getSnapshot().value).toBe("off");
    expect(log).toEqual(["createSecret null", "createSecret null"]);
  });

  it("409 (already on) goes to on and asks for fresh user info", async () => {
    const { actor, log } = start(false, { createSecret: () => ALREADY_ON });
    actor.send({ type: "enable" });
    await flush();
    expect(actor.getSnapshot().value).toBe("on");
    expect(log.at(-1)).toBe("changed");
  });

  it("another failure of the check keeps the QR code with the message and counts the failure", async () => {
    const { actor } = start(false, { createSecret: () => CREATED, enable: () => IS_OFF });
    actor.send({ type: "enable" });
    await flush();
    actor.send({ type: "code.entered", code: "123456" });
    await flush();
    expect(actor.getSnapshot().value).toBe("scanning");
    expect(actor.getSnapshot().context).toMatchObject({ secret: SECRET, error: IS_OFF.message, failures: 1 });
    actor.send({ type: "cancel" });
    expect(actor.getSnapshot().value).toBe("off");
    expect(actor.getSnapshot().context.secret).toBeNull();
  });
});

describe("turning 2FA off", () => {
  it("asks for a code: 403 marks it wrong, the right one turns 2FA off", async () => {
    const { actor, log } = start(true, { disable: ({ code }) => (code === "222222" ? OK : WRONG) });
    actor.send({ type: "disable" });
    expect(actor.getSnapshot().value).toBe("confirmingDisable");
    actor.send({ type: "code.entered", code: "111111" });
    await flush();
    expect(actor.getSnapshot().value).toBe("disablingWrongCode");
    actor.send({ type: "code.entered", code: "222222" });
    await flush();
    expect(actor.getSnapshot().value).toBe("off");
    expect(log).toEqual(['disable {"code":"111111"}', 'disable {"code":"222222"}', "changed"]);
  });

  it("no connection keeps the code step with the message; cancel goes back to on", async () => {
    const { actor, log } = start(true, { disable: offline });
    actor.send({ type: "disable" });
    actor.send({ type: "code.entered", code: "123456" });
    await flush();
    expect(actor.getSnapshot().value).toBe("confirmingDisable");
    expect(actor.getSnapshot().context.error).toBe("Нет связи с сервером");
    actor.send({ type: "cancel" });
    expect(actor.getSnapshot().value).toBe("on");
    expect(log).not.toContain("changed");
  });
});
