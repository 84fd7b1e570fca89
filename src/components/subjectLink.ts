import { formatCode } from "./codeFormat.ts";

/**
 * Where a code or a container is shown, and how its reference reads: the code card (ten digits) or the
 * tree (a shorter code), the tracking page. The feed, the watch list and the notes link their subjects
 * through it, so a subject opens the same page wherever it is listed.
 */
export function subjectLink(kind: "code" | "container", ref: string): { href: string; text: string } {
  if (kind === "container") return { href: `/track-container?number=${encodeURIComponent(ref)}`, text: ref };
  return { href: ref.length === 10 ? `/custom/${ref}` : `/tree?code=${ref}`, text: formatCode(ref) };
}
