import { assign, createActor, createMachine } from "xstate";
import type { InspectionEvent } from "xstate";
import { describe, expect, it } from "vitest";
import { MASK, sanitize, sanitizeInspectionEvent } from "../src/inspect-sanitize.ts";
import { activePaths, getLiveActors, recordInspection, resetLiveActors } from "../src/inspect-live.ts";

describe("sanitize", () => {
  it("masks every password, token and secret, whatever the letter case, and keeps the rest", () => {
    const input = {
      username: "user@example.com",
      Password: "hunter2",
      password_confirmation: "hunter2",
      passwordConfirmation: "hunter2",
      current_password: "old",
      otp: "123456",
      OTP_CODE: "654321",
      "2fa_code": "111111",
      token: "eyJhbGciOi",
      access_token: "eyJhbGciOi",
      secret: "JBSWY3DPEHPK3PXP",
      otpauth_url: "otpauth://totp/x?secret=JBSWY3DPEHPK3PXP",
      remember: true,
      expire_in: 3600,
    };
    expect(sanitize(input)).toEqual({
      username: "user@example.com",
      Password: MASK,
      password_confirmation: MASK,
      passwordConfirmation: MASK,
      current_password: MASK,
      otp: MASK,
      OTP_CODE: MASK,
      "2fa_code": MASK,
      token: MASK,
      access_token: MASK,
      secret: MASK,
      otpauth_url: MASK,
      remember: true,
      expire_in: 3600,
    });
  });

  it("masks a code only when it is six digits, and cells only when they are digits", () => {
    expect(sanitize({ code: "123456" })).toEqual({ code: MASK });
    expect(sanitize({ code: "0101210000" })).toEqual({ code: "0101210000" });
    expect(sanitize({ code: "invalid_code" })).toEqual({ code: "invalid_code" });
    expect(sanitize({ cells: ["1", "2", "", "", "", ""] })).toEqual({ cells: MASK });
    expect(sanitize({ cells: [1, 2, 3] })).toEqual({ cells: MASK });
    expect(sanitize({ cells: ["a", "b"] })).toEqual({ cells: ["a", "b"] });
  });

  it("keeps null and undefined secrets as they are (nothing to hide)", () => {
    expect(sanitize({ token: null, password: undefined })).toEqual({ token: null, password: undefined });
  });

  it("walks nested objects and arrays without mutating the original", () => {
    const input = {
      form: { username: "u", password: "p" },
      list: [{ token: "t" }, { name: "n" }],
      deep: { a: { b: { secret: "s" } } },
      untouched: { x: 1 },
    };
    const frozen = structuredClone(input);
    const out = sanitize(input);
    expect(out).toEqual({
      form: { username: "u", password: MASK },
      list: [{ token: MASK }, { name: "n" }],
      deep: { a: { b: { secret: MASK } } },
      untouched: { x: 1 },
    });
    expect(input).toEqual(frozen);
    expect(out.untouched).toBe(input.untouched);
    expect(out.list[1]).toBe(input.list[1]);
  });

  it("returns the same reference when there is nothing to mask", () => {
    const input = { a: [1, 2, { b: "c" }], d: "e" };
    expect(sanitize(input)).toBe(input);
    expect(sanitize("text")).toBe("text");
  });

  it("masks the value of a form edit of a secret field and digits typed into code entry", () => {
    expect(sanitize({ type: "edit", field: "password", value: "hunter2" })).toEqual({ type: "edit", field: "password", value: MASK });
    expect(sanitize({ type: "edit", field: "username", value: "me" })).toEqual({ type: "edit", field: "username", value: "me" });
    expect(sanitize({ type: "paste", text: "123456" })).toEqual({ type: "paste", text: MASK });
    expect(sanitize({ type: "input", value: "7" })).toEqual({ type: "input", value: MASK });
    expect(sanitize({ type: "code.entered", code: "123456" })).toEqual({ type: "code.entered", code: MASK });
  });

  it("survives cycles", () => {
    const a: Record<string, unknown> = { password: "p" };
    a.self = a;
    const out = sanitize(a);
    expect(out.password).toBe(MASK);
  });

  it("passes class instances through untouched", () => {
    class Ref {
      token = "kept";
    }
    const ref = new Ref();
    expect(sanitize({ ref }).ref).toBe(ref);
  });
});

const loginMachine = createMachine({
  id: "login",
  types: {} as { context: { username: string; password: string; token: string | null }; events: { type: "submit"; password: string } },
  context: { username: "", password: "", token: null },
  initial: "editing",
  states: {
    editing: {
      on: {
        submit: {
          target: "done",
          actions: assign({ password: ({ event }) => event.password, token: "eyJhbGciOi" }),
        },
      },
    },
    done: { initial: "shown", states: { shown: {} } },
  },
});

describe("sanitizeInspectionEvent", () => {
  it("masks snapshots' context and events of real inspection events, leaving the originals alone", () => {
    const seen: InspectionEvent[] = [];
    const actor = createActor(loginMachine, { inspect: (e) => void seen.push(sanitizeInspectionEvent(e)) });
    actor.start();
    actor.send({ type: "submit", password: "hunter2" });

    const snapshots = seen.filter((e) => e.type === "@xstate.snapshot");
    const last = snapshots.at(-1);
    expect(last?.type).toBe("@xstate.snapshot");
    if (last?.type !== "@xstate.snapshot") return;
    expect((last.snapshot as unknown as { context: { password: string } }).context.password).toBe(MASK);
    expect(last.event).toEqual({ type: "submit", password: MASK });
    expect(JSON.stringify(last.snapshot)).not.toContain("hunter2");
    expect(JSON.stringify(seen.filter((e) => e.type === "@xstate.event").map((e) => e.event))).not.toContain("hunter2");
    // The actor's own state is unchanged.
    expect(actor.getSnapshot().context.password).toBe("hunter2");
    actor.stop();
  });

  it("masks action params", () => {
    const event = { type: "@xstate.action", action: { type: "login", params: { password: "p", remember: true } } };
    expect(sanitizeInspectionEvent(event)).toEqual({ type: "@xstate.action", action: { type: "login", params: { password: MASK, remember: true } } });
    expect(event.action.params.password).toBe("p");
  });
});

describe("live registry", () => {
  it("records machine actors and their state values, and forgets stopped ones", () => {
    resetLiveActors();
    const actor = createActor(loginMachine, { inspect: recordInspection });
    actor.start();
    expect(getLiveActors().map((a) => [a.machineId, a.value])).toEqual([["login", "editing"]]);
    actor.send({ type: "submit", password: "p" });
    expect(getLiveActors()[0]?.value).toEqual({ done: "shown" });
    actor.stop();
    expect(getLiveActors()).toEqual([]);
  });

  it("lists the active leaf paths of a state value", () => {
    expect(activePaths("idle")).toEqual(["idle"]);
    expect(activePaths({ done: "shown" })).toEqual(["done.shown"]);
    expect(activePaths({ p: { a: "x", b: "y" } })).toEqual(["p.a.x", "p.b.y"]);
    expect(activePaths({ p: {} })).toEqual(["p"]);
  });
});
