import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { setupI18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { toMermaid } from "../../machines/diagram/mermaid.ts";
import { describeMachine } from "../../machines/diagram/model.ts";
import { renderMachineDiagrams } from "../../machines/diagram/render.ts";
import { FLOWS, flowDiagramBase } from "../../machines/registry.ts";

const root = join(dirname(fileURLToPath(import.meta.url)), "..", "..");

describe("flow registry", () => {
  it("names each machine by its own id, once", () => {
    for (const entry of FLOWS) expect(entry.machine.id).toBe(entry.id);
    expect(new Set(FLOWS.map((f) => f.id)).size).toBe(FLOWS.length);
    for (const entry of FLOWS) {
      expect(entry.title.id).toMatch(/^flows\./);
      expect(entry.description.id).toMatch(/^flows\./);
    }
  });
});

describe("committed diagrams", () => {
  for (const entry of FLOWS) {
    it(`${entry.id}: ${flowDiagramBase(entry)}.mmd and .svg are what the machine draws now (npm run diagrams)`, async () => {
      const base = join(root, flowDiagramBase(entry));
      expect(existsSync(`${base}.mmd`), `${flowDiagramBase(entry)}.mmd is missing: run npm run diagrams`).toBe(true);
      expect(existsSync(`${base}.svg`), `${flowDiagramBase(entry)}.svg is missing: run npm run diagrams`).toBe(true);
      const now = await renderMachineDiagrams(entry.machine);
      expect(readFileSync(`${base}.mmd`, "utf8"), "stale Mermaid diagram: run npm run diagrams").toBe(now.mmd);
      expect(readFileSync(`${base}.svg`, "utf8"), "stale SVG diagram: run npm run diagrams").toBe(now.svg);
    });
  }

  it("draws the same text twice (deterministic)", async () => {
    for (const entry of FLOWS) {
      const a = await renderMachineDiagrams(entry.machine);
      const b = await renderMachineDiagrams(entry.machine);
      expect(a).toEqual(b);
    }
  });

  it("shows the spec's words: states, delays with their values, guards and invoke results", () => {
    const toast = FLOWS.find((f) => f.id === "toast");
    const manager = FLOWS.find((f) => f.id === "toastManager");
    if (!toast || !manager) throw new Error("toast machines are not registered");
    const mmd = toMermaid(describeMachine(toast.machine));
    expect(mmd).toContain("[*] --> enter");
    expect(mmd).toContain("visible_timed --> exit : after 2500 ms (autoClose)");
    expect(mmd).toContain("exit --> removed : after 300 ms (collapse)");
    expect(mmd).toContain("visible --> exit : route.changed");
    expect(mmd).toContain("visible --> exit : progress [progressComplete] / clampProgress, showProgress");
    expect(mmd).toContain("removed --> [*]");
    const managerMmd = toMermaid(describeMachine(manager.machine));
    expect(managerMmd).toContain("active : invoke bridge");
    expect(managerMmd).toContain("active --> offline : error.actor.bridge");
  });
});

describe("/flows page", () => {
  it("shows its title and the inspector note before the machines load", async () => {
    const { default: FlowsPage } = await import("../../src/pages/flows/FlowsPage.tsx");
    const i18n = setupI18n({ locale: "ru", messages: { ru: {} } });
    const html = renderToString(createElement(I18nProvider, { i18n }, createElement(FlowsPage)));
    expect(html).toContain('<h1 data-testid="page-title" class="page-title">Схемы сценариев</h1>');
    expect(html).toContain("stately.ai");
  });

  it("lists every registry machine with its title, drawing, states, events and Mermaid source", async () => {
    const { default: FlowList } = await import("../../src/pages/flows/FlowList.tsx");
    const i18n = setupI18n({ locale: "ru", messages: { ru: {} } });
    const html = renderToString(createElement(I18nProvider, { i18n }, createElement(FlowList)));
    for (const entry of FLOWS) {
      expect(html).toContain(`data-testid="flow-${entry.id}"`);
      expect(html).toContain(entry.title.message ?? entry.title.id);
      expect(html).toContain(`<svg class="flow-diagram__svg"`);
      for (const event of describeMachine(entry.machine).events) expect(html).toContain(`<code>${event}</code>`);
    }
    expect(html).toContain("<code>visible.timed</code>");
    expect(html).toContain("stateDiagram-v2");
  });
});
