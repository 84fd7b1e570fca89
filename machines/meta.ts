/**
 * What every state of every statechart declares in its `meta`: the oracle the generated path tests
 * check (issue 16). In vitest the paths are replayed with fake actors and `asks` is checked against the
 * actors the machine really started; in the browser `see` is checked on the page the real server drives.
 */
export interface StateMeta {
  /** What the user must see in this state, in one plain sentence (shown on /flows). */
  shows: string;
  /**
   * `data-testid`s that must be visible while the flow is in this state (browser replays). Empty or absent
   * for a state with nothing of its own on screen (the meta says why in `shows`).
   */
  see?: readonly string[];
  /** The invoke ids this state must have started on entry (vitest replays check them against the fakes). */
  asks?: readonly string[];
}

/** Types a state's meta: `meta: stateMeta({ shows: "…", see: ["…"] })`. */
export const stateMeta = (meta: StateMeta): StateMeta => meta;
