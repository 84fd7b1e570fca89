import { readFileSync } from "node:fs";
import { expect, it } from "vitest";

// `lingui compile --strict` lets a missing Kazakh or English text through, because Russian is the fallback
// locale (lingui.config.ts): the page would show Russian. This reads the catalogs themselves.

/** Each live entry's id and its translation (a multi-line msgstr joined), obsolete (#~) entries left out. */
function entries(locale: string): { id: string; text: string }[] {
  const po = readFileSync(new URL(`../../locales/${locale}/messages.po`, import.meta.url), "utf8");
  const found: { id: string; text: string }[] = [];
  for (const block of po.split(/\n\n+/)) {
    const id = /^msgid "(.*)"$/m.exec(block)?.[1];
    if (!id) continue;
    const text = /^msgstr ((?:".*"\n?)+)/m.exec(block)?.[1] ?? "";
    found.push({ id, text: [...text.matchAll(/"(.*)"/g)].map((m) => m[1]).join("") });
  }
  return found;
}

it.each(["kk", "en"])("every message has its %s text", (locale) => {
  const all = entries(locale);
  expect(all.length).toBeGreaterThan(1000);
  expect(all.filter((e) => e.text === "").map((e) => e.id)).toEqual([]);
});
