import { createActor, fromPromise } from "xstate";
import type { AnyMachineSnapshot } from "xstate";
import { describe, expect, it } from "vitest";
import { notificationSettingsMachine } from "../../machines/notification-settings/notification-settings.machine.ts";
import type { NotificationSettings, SettingsAnswer } from "../../machines/notification-settings/notification-settings.machine.ts";
import { recordFlowCoverage } from "../support/coverage-report.ts";
import { assertFullCoverage, formatPathReport, runMachinePaths } from "../support/machine-paths.ts";
import type { EventSamples, ReplayContext } from "../support/machine-paths.ts";

const LOADED: SettingsAnswer = { status: 200, data: { mode: "immediate", hour: 9 } };
const REFUSED: SettingsAnswer = { status: 422, message: "Час от 0 до 23" };

const EVENTS: EventSamples = {
  edit: [{ value: { mode: "daily" } }, { value: { hour: 18 } }],
  submit: [{}],
  retry: [{}],
  "xstate.done.actor.load": [LOADED, REFUSED].map((output) => ({ output, actorId: "load" })),
  "xstate.done.actor.save": [LOADED, REFUSED].map((output) => ({ output, actorId: "save" })),
};
const onlyWhile = (id: string) => ({ actor, event }: ReplayContext) => {
  if ((actor.getSnapshot() as AnyMachineSnapshot).children[id]) actor.send(event);
};
const REPLAY = { "xstate.done.actor.load": onlyWhile("load"), "xstate.done.actor.save": onlyWhile("save") };

describe("notification settings: generated paths", () => {
  it("replays every path and covers every state and transition", () => {
    const pending = () => new Promise<SettingsAnswer>(() => {});
    const machine = notificationSettingsMachine.provide({
      actors: { load: fromPromise<SettingsAnswer, void>(pending), save: fromPromise<SettingsAnswer, NotificationSettings>(pending) },
    });
    const result = runMachinePaths({ machine, events: EVENTS, replay: REPLAY });
    recordFlowCoverage(result);
    console.log(formatPathReport(result));
    assertFullCoverage(result);
  });
});

const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe("notification settings (issue #18)", () => {
  it("loads, saves the edited form and keeps a refusal's message with the form", async () => {
    const saved: NotificationSettings[] = [];
    let answer: SettingsAnswer = REFUSED;
    const actor = createActor(notificationSettingsMachine.provide({
      actors: {
        load: fromPromise<SettingsAnswer, void>(async () => LOADED),
        save: fromPromise<SettingsAnswer, NotificationSettings>(async ({ input }) => (saved.push(input), answer)),
      },
    }));
    actor.start();
    await flush();
    expect(actor.getSnapshot().context.form).toEqual({ mode: "immediate", hour: 9 });
    actor.send({ type: "edit", value: { mode: "daily" } });
    actor.send({ type: "edit", value: { hour: 18 } });
    actor.send({ type: "submit" });
    await flush();
    expect(saved).toEqual([{ mode: "daily", hour: 18 }]);
    expect(actor.getSnapshot().context).toMatchObject({ saved: false, error: REFUSED.message, form: { mode: "daily", hour: 18 } });
    answer = { status: 200, data: { mode: "daily", hour: 18 } };
    actor.send({ type: "submit" });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ saved: true, error: null });
  });
});
