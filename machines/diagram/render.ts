import { instance } from "@viz-js/viz";
import type { AnyStateMachine } from "xstate";
import { toDot } from "./dot.ts";
import { toMermaid } from "./mermaid.ts";
import { describeMachine } from "./model.ts";

/**
 * Node-side rendering of a machine's diagrams (script and tests; the browser never loads
 * Graphviz: /flows shows the committed files).
 */

export interface RenderedDiagrams {
  mmd: string;
  dot: string;
  svg: string;
}

let vizPromise: ReturnType<typeof instance> | null = null;

/** DOT to SVG with Graphviz (WASM). Warnings fail too, so a drawing never silently degrades. */
export async function dotToSvg(dot: string): Promise<string> {
  vizPromise ??= instance();
  const viz = await vizPromise;
  const result = viz.render(dot, { format: "svg" });
  if (result.status !== "success" || result.errors.length > 0) {
    const messages = result.errors.map((e) => `${e.level ?? "error"}: ${e.message}`).join("\n");
    throw new Error(`Graphviz could not render the diagram:\n${messages}`);
  }
  return result.output.endsWith("\n") ? result.output : `${result.output}\n`;
}

export async function renderMachineDiagrams(machine: AnyStateMachine): Promise<RenderedDiagrams> {
  const description = describeMachine(machine);
  const dot = toDot(description);
  return { mmd: toMermaid(description), dot, svg: await dotToSvg(dot) };
}
