import { createActor, fromPromise } from "xstate";
import type { AnyMachineSnapshot } from "xstate";
import { describe, expect, it } from "vitest";
import {
  changePasswordErrors,
  changePasswordMachine,
  emptyPasswordForm,
  visibleError,
} from "../../machines/change-password/change-password.machine.ts";
import type { ChangePasswordAnswer, ChangePasswordContext, ChangePasswordForm } from "../../machines/change-password/change-password.machine.ts";
import { recordFlowCoverage } from "../support/coverage-report.ts";
import { assertFullCoverage, formatPathReport, runMachinePaths } from "../support/machine-paths.ts";
import type { EventSamples, ReplayContext } from "../support/machine-paths.ts";

const OK: ChangePasswordAnswer = { status: 200, message: "Пароль изменён" };
const WRONG_CURRENT: ChangePasswordAnswer = { status: 422, fields: { current_password: ["Неверный текущий пароль"] } };
const LIMITED: ChangePasswordAnswer = { status: 429, message: "Слишком много попыток" };

const EVENTS: EventSamples = {
  edit: [
    { field: "current_password", value: "Old12345" },
    { field: "password", value: "Secret123" },
    { field: "password_confirmation", value: "Secret123" },
  ],
  submit: [{}],
  "xstate.done.actor.changePassword": [OK, WRONG_CURRENT, LIMITED].map((output) => ({ output, actorId: "changePassword" })),
};

const onlyWhileRunning = ({ actor, event }: ReplayContext) => {
  if ((actor.getSnapshot() as AnyMachineSnapshot).children.changePassword) actor.send(event);
};
const REPLAY = { "xstate.done.actor.changePassword": onlyWhileRunning };

/** What the guards read: which fields are filled in (the samples are valid values). */
const projection = (c: ChangePasswordContext) => ({
  filled: Object.entries(c.form)
    .filter(([, v]) => v !== "")
    .map(([k]) => k),
});

describe("change password: generated paths", () => {
  it("replays every path and covers every state and transition", () => {
    const machine = changePasswordMachine.provide({
      actors: { changePassword: fromPromise(() => new Promise<ChangePasswordAnswer>(() => {})) },
    });
    const result = runMachinePaths({ machine, events: EVENTS, replay: REPLAY, context: projection });
    recordFlowCoverage(result);
    console.log(formatPathReport(result));
    assertFullCoverage(result);
  });
});

const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

function start(answer: (form: ChangePasswordForm) => ChangePasswordAnswer) {
  const sent: ChangePasswordForm[] = [];
  const machine = changePasswordMachine.provide({
    actors: {
      changePassword: fromPromise<ChangePasswordAnswer, ChangePasswordForm>(async ({ input }) => {
        sent.push(input);
        return answer(input);
      }),
    },
  });
  const actor = createActor(machine);
  actor.start();
  const fill = (values: Partial<ChangePasswordForm>) => {
    for (const [field, value] of Object.entries(values)) actor.send({ type: "edit", field: field as keyof ChangePasswordForm, value });
  };
  return { actor, sent, fill };
}

const strong = { current_password: "Old12345", password: "Secret123", password_confirmation: "Secret123" };

describe("change password (spec §5, §8)", () => {
  it("applies the contract's password rules", () => {
    expect(changePasswordErrors(emptyPasswordForm())).toEqual({
      current_password: "error.required",
      password: "error.required",
      password_confirmation: "error.required",
    });
    expect(changePasswordErrors(strong)).toEqual({});
    expect(changePasswordErrors({ ...strong, password: "secret12", password_confirmation: "secret12" })).toEqual({
      password: "error.low_security",
      password_confirmation: "error.low_security",
    });
    expect(changePasswordErrors({ ...strong, password_confirmation: "Secret124" })).toEqual({ password_confirmation: "error.sameAs" });
  });

  it("shows errors only after the first submit and sends nothing while the form is invalid", () => {
    const { actor, sent, fill } = start(() => OK);
    fill({ password: "short" });
    expect(visibleError(actor.getSnapshot().context, "password")).toBeNull();
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().value).toBe("editing");
    expect(visibleError(actor.getSnapshot().context, "password")).toEqual({ key: "error.low_security" });
    expect(visibleError(actor.getSnapshot().context, "current_password")).toEqual({ key: "error.required" });
    expect(sent).toEqual([]);
  });

  it("sends the form and finishes on 200", async () => {
    const { actor, sent, fill } = start(() => OK);
    fill(strong);
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().hasTag("busy")).toBe(true);
    await flush();
    expect(sent).toEqual([strong]);
    expect(actor.getSnapshot().value).toBe("done");
    expect(actor.getSnapshot().context.form).toEqual(emptyPasswordForm());
  });

  it("422 shows the server's message on its field until that field is edited", async () => {
    const { actor, fill } = start(() => WRONG_CURRENT);
    fill(strong);
    actor.send({ type: "submit" });
    await flush();
    expect(actor.getSnapshot().value).toBe("editing");
    expect(visibleError(actor.getSnapshot().context, "current_password")).toEqual({ text: "Неверный текущий пароль" });
    expect(visibleError(actor.getSnapshot().context, "password")).toBeNull();
    fill({ current_password: "Old123456" });
    expect(visibleError(actor.getSnapshot().context, "current_password")).toBeNull();
  });

  it("another failure, or no connection, shows its message and keeps the form", async () => {
    let answer = (): ChangePasswordAnswer => LIMITED;
    const { actor, fill } = start(() => answer());
    fill(strong);
    actor.send({ type: "submit" });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({ error: LIMITED.message, form: strong });
    answer = () => {
      throw new Error("Нет связи с сервером");
    };
    actor.send({ type: "submit" });
    expect(actor.getSnapshot().context.error).toBeNull();
    await flush();
    expect(actor.getSnapshot().context.error).toBe("Нет связи с сервером");
  });
});
