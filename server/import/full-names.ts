/**
 * Self-sufficient display names: a line below the heading reads alone only with its path ("прочие" says
 * nothing), so its full name is its own name followed by its ancestors up to the heading, nearest first:
 * "Прочие: прочие; туши и полутуши; мясо крупного рогатого скота, свежее или охлажденное". The tree keeps the
 * printed short names; titles, search results, the calculator and exports show these.
 */

/** A node as the builder needs it: its parent, kind and short name in one locale (null: not translated). */
export type NamedNode = { id: string; parentId: string | null; kind: string; name: string | null; official?: boolean };

const TOP = new Set(["section", "chapter", "heading"]);

/**
 * A part inside the chain: no trailing colon, first letter lowered (after an opening quote or bracket)
 * unless it starts an abbreviation ("LED", "ДВС") or is a Latin capital opening a Cyrillic name: there it
 * starts a genus or a trade name ("Capsicum туысының жемістері"), which keeps its capital.
 */
function inner(name: string): string {
  const latinProper = /\p{Script=Cyrillic}/u.test(name);
  return name
    .replace(/:\s*$/u, "")
    .replace(/^(\P{L}*)(\p{Lu})(?=\p{Ll})/u, (whole: string, lead: string, letter: string) =>
      latinProper && /\p{Script=Latin}/u.test(letter) ? whole : lead + letter.toLowerCase(),
    );
}

function first(name: string): string {
  const bare = name.replace(/:\s*$/u, "");
  return bare.charAt(0).toUpperCase() + bare.slice(1);
}

/**
 * Full names of every node in one locale, by id. Sections, chapters and headings are their own name; a
 * lower line chains up to its heading, or up to the nearest ancestor whose name is `official` (an HS 2022
 * description, self-sufficient already). A node gets no full name (null) when any part of its chain is
 * untranslated, so a page never mixes languages in one name.
 */
export function fullNames(nodes: readonly NamedNode[]): Map<string, string | null> {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const out = new Map<string, string | null>();
  for (const node of nodes) {
    if (node.name === null) {
      out.set(node.id, null);
      continue;
    }
    if (TOP.has(node.kind) || node.official) {
      out.set(node.id, first(node.name));
      continue;
    }
    // A heading's only line often repeats the heading's words ("Порох" under "Порох"), which would read
    // "Порох: порох": a heading equal to the part before it is left out. "Прочие: прочие" stays, as the two
    // "прочие" are different cuts of the tree.
    const parts: string[] = [];
    let last = inner(node.name).toLowerCase();
    let complete = true;
    for (let up = byId.get(node.parentId ?? ""); up; up = byId.get(up.parentId ?? "")) {
      if (up.name === null) {
        complete = false;
        break;
      }
      const part = inner(up.name);
      if (!(TOP.has(up.kind) && part.toLowerCase() === last)) parts.push(part);
      last = part.toLowerCase();
      if (TOP.has(up.kind) || up.official) break;
    }
    out.set(node.id, !complete ? null : parts.length > 0 ? `${first(node.name)}: ${parts.join("; ")}` : first(node.name));
  }
  return out;
}
