/**
 * What an invoked call's event carries, for machines whose host resolves every HTTP status as
 * `{status, message?}` and rejects only when there is no connection (follow, notification settings).
 */
export const outputOf = <T>(event: { type: string }): T | undefined => (event as { output?: T }).output;

/** The message of a failed call: the server's, the host's (no connection), or "" when neither sent one. */
export function failureOf(event: { type: string }): string {
  const answer = outputOf<{ message?: string }>(event);
  if (answer) return answer.message ?? "";
  const error = (event as { error?: unknown }).error;
  return error instanceof Error ? error.message : "";
}
