import { waitFor } from "xstate";
import type { ActorRef, Snapshot } from "xstate";

/** A flow that takes a one-time code and tags its states: `busy` while it works on one. */
type CodeFlow = ActorRef<Snapshot<unknown> & { hasTag: (tag: string) => boolean }, { type: "code.entered"; code: string }>;

/**
 * The `submit` of a <CodeEntry> that hands the code to a flow: settles when the flow has answered.
 * It rejects (the cells show error.otp) when the flow settles in a state tagged `rejectedIn`, and
 * resolves otherwise. Work still under way (a resend) is waited for first: the flow takes no code
 * meanwhile. The flow decides both through its tags; this only waits and reads them.
 */
export function codeSubmitter(flow: CodeFlow, rejectedIn: string): (code: string) => Promise<void> {
  const busy = (s: { hasTag: (tag: string) => boolean }) => s.hasTag("busy");
  return async (code) => {
    await waitFor(flow, (s) => !busy(s));
    flow.send({ type: "code.entered", code });
    const settled = await waitFor(flow, (s) => !busy(s));
    if (settled.hasTag(rejectedIn)) throw new Error("code not accepted");
  };
}
