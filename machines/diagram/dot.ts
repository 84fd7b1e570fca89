import type { MachineDescription, StateInfo, TransitionInfo } from "./model.ts";

/**
 * Graphviz DOT of a machine description (rendered to SVG by @viz-js/viz in scripts/diagrams.ts).
 * Compound and parallel states are clusters; an edge to a compound state ends at its border
 * (compound=true + lhead) and starts from its initial dot; targetless transitions are listed
 * inside their state, as UML internal transitions.
 */

const FONT = "Helvetica"; // Graphviz has metrics for it; the SVG asks for Helvetica,sans-Serif
const INK = "#1a202c";
const PRIMARY = "#1f4e9c";
const MUTED = "#4a5568";

function q(text: string): string {
  return `"${text.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;
}

function html(text: string): string {
  return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
}

function internalLines(state: StateInfo): string[] {
  const lines: string[] = [];
  for (const a of state.entry) lines.push(`entry / ${a}`);
  for (const a of state.exit) lines.push(`exit / ${a}`);
  for (const inv of state.invoke) lines.push(`invoke ${inv.id}${inv.src !== inv.id ? ` (${inv.src})` : ""}`);
  for (const t of state.transitions) {
    if (t.targetIds.length > 0) continue;
    const guard = t.guard ? ` [${t.guard}]` : "";
    const actions = t.actions.length ? ` / ${t.actions.join(", ")}` : "";
    lines.push(`${t.trigger}${guard}${actions}`);
  }
  return lines;
}

function stateLabel(title: string, lines: string[]): string {
  const body = lines.map((l) => `<BR ALIGN="LEFT"/><FONT POINT-SIZE="9" COLOR="${MUTED}">${html(l)}</FONT>`).join("");
  return `<<B>${html(title)}</B>${body}${lines.length ? '<BR ALIGN="LEFT"/>' : ""}>`;
}

function edgeLabel(t: TransitionInfo): string {
  const parts = [html(t.trigger)];
  if (t.guard) parts.push(`<I>[${html(t.guard)}]</I>`);
  if (t.actions.length) parts.push(`<FONT POINT-SIZE="8" COLOR="${MUTED}">/ ${html(t.actions.join(", "))}</FONT>`);
  return `<${parts.join("<BR/>")}>`;
}

function isDescendant(node: StateInfo, ancestor: StateInfo): boolean {
  return node.id.startsWith(`${ancestor.id}.`);
}

export function toDot(desc: MachineDescription): string {
  const byId = new Map<string, StateInfo>();
  const index = (s: StateInfo): void => {
    byId.set(s.id, s);
    s.children.forEach(index);
  };
  index(desc.root);

  const isCluster = (s: StateInfo): boolean => s.children.length > 0 && s.path.length > 0;
  /** The node an edge attaches to for a state: itself, or the dot inside its cluster. */
  const anchor = (s: StateInfo): string => (isCluster(s) ? `${s.id}/initial` : s.id);
  const ANY = "__any_state";

  const out: string[] = [];
  out.push(`digraph ${q(desc.id)} {`);
  out.push(
    `  graph [rankdir=TB, compound=true, fontname=${q(FONT)}, fontsize=13, fontcolor=${q(INK)}, labelloc=t, labeljust=l, nodesep=0.4, ranksep=0.7, pad=0.25, bgcolor="white", label=${stateLabel(
      desc.id,
      desc.root.children.length ? internalLines(desc.root) : [],
    )}];`,
  );
  out.push(
    `  node [fontname=${q(FONT)}, fontsize=11, fontcolor=${q(INK)}, shape=box, style="rounded,filled", fillcolor="#eef3fb", color=${q(PRIMARY)}, penwidth=1.2, margin="0.16,0.07"];`,
  );
  out.push(`  edge [fontname=${q(FONT)}, fontsize=9, fontcolor=${q(INK)}, color=${q(MUTED)}, arrowsize=0.7, penwidth=1];`);

  const emitState = (state: StateInfo, depth: number): void => {
    const pad = "  ".repeat(depth);
    if (isCluster(state)) {
      out.push(`${pad}subgraph ${q(`cluster_${state.id}`)} {`);
      const title = state.kind === "parallel" ? `${state.key} (parallel)` : state.key;
      out.push(
        `${pad}  graph [label=${stateLabel(title, internalLines(state))}, style="rounded${state.kind === "parallel" ? ",dashed" : ""}", color=${q(PRIMARY)}, fontsize=11, labeljust=l, margin=12];`,
      );
      const initial = state.children.find((c) => c.key === state.initial);
      if (initial) {
        out.push(`${pad}  ${q(anchor(state))} [shape=point, width=0.11, style=filled, color=${q(INK)}, fillcolor=${q(INK)}, label=""];`);
        out.push(`${pad}  ${q(anchor(state))} -> ${q(anchor(initial))};`);
      } else {
        out.push(`${pad}  ${q(anchor(state))} [shape=point, width=0.01, style=invis, label=""];`);
      }
      for (const child of state.children) emitState(child, depth + 1);
      out.push(`${pad}}`);
      return;
    }
    if (state.kind === "history") {
      out.push(`${pad}${q(state.id)} [shape=circle, style="", label=${q(state.history === "deep" ? "H*" : "H")}];`);
      return;
    }
    const extra = state.kind === "final" ? `, peripheries=2, fillcolor="#f1f5f9"` : "";
    out.push(`${pad}${q(state.id)} [label=${stateLabel(state.key, internalLines(state))}${extra}];`);
  };

  out.push(`  "__start" [shape=point, width=0.13, style=filled, color=${q(INK)}, fillcolor=${q(INK)}, label=""];`);
  if (desc.root.children.length === 0) {
    emitState({ ...desc.root, path: [desc.root.key] }, 1);
    out.push(`  "__start" -> ${q(desc.root.id)};`);
  } else {
    for (const child of desc.root.children) emitState(child, 1);
    const initial = desc.root.children.find((c) => c.key === desc.root.initial);
    if (initial) out.push(`  "__start" -> ${q(anchor(initial))}${isCluster(initial) ? ` [lhead=${q(`cluster_${initial.id}`)}]` : ""};`);
    if (desc.root.transitions.some((t) => t.targetIds.length > 0)) {
      out.push(`  ${q(ANY)} [label="any state", style="rounded,dashed", fillcolor="white"];`);
    }
  }

  for (const t of desc.transitions) {
    if (t.targetIds.length === 0) continue;
    const source = byId.get(t.sourceId);
    if (!source) continue;
    for (const targetId of t.targetIds) {
      const target = byId.get(targetId);
      if (!target) continue;
      const from = source.path.length === 0 ? ANY : anchor(source);
      const attrs = [`label=${edgeLabel(t)}`];
      if (isCluster(source) && !isDescendant(target, source) && target !== source) attrs.push(`ltail=${q(`cluster_${source.id}`)}`);
      if (isCluster(target) && !isDescendant(source, target) && target !== source) attrs.push(`lhead=${q(`cluster_${target.id}`)}`);
      if (t.kind === "after") attrs.push("style=dashed");
      if (t.kind === "error") attrs.push(`color="#b42318"`);
      out.push(`  ${q(from)} -> ${q(anchor(target))} [${attrs.join(", ")}];`);
    }
  }
  out.push("}");
  return `${out.join("\n")}\n`;
}
