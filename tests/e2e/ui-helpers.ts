// Shared by the UI specs: translated strings from the shipped catalogs, and page helpers.
import { expect, type Locator, type Page } from "./fixtures.ts";
import { type MessageDescriptor, setupI18n } from "@lingui/core";
import { messages as en } from "../../locales/en/messages.ts";
import { messages as kk } from "../../locales/kk/messages.ts";
import { messages as ru } from "../../locales/ru/messages.ts";
import type { Locale } from "../../core/routes.ts";

// The compiled catalogs the app ships (npm run build compiles them), so the tests expect
// exactly the words a reader sees.
const i18n = setupI18n({ locale: "ru", messages: { ru, kk, en } });

export function t(locale: Locale, descriptor: MessageDescriptor): string {
  i18n.activate(locale);
  return i18n._(descriptor);
}

/** Sample values for the route patterns' parameters. */
export const samplePath = (pattern: string) => pattern.replace(":code", "0101210000").replace(":step", "company");

/** Collects console errors and uncaught exceptions of a page. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

/** On narrow screens the navigation and tools sit behind the menu button: open it. */
export async function openMenuIfFolded(page: Page): Promise<void> {
  const button = page.getByTestId("menu-button");
  // The header may not be drawn yet; isVisible() does not wait.
  await button.waitFor({ state: "attached" });
  if ((await button.isVisible()) && (await button.getAttribute("aria-expanded")) !== "true") await button.click();
}

/**
 * Puts the keyboard in a search box (`search-header` or `search-hero`) and waits until its live
 * combobox has replaced the plain input and holds the focus, so every key typed next reaches it.
 */
export async function focusSearch(page: Page, testId: "search-header" | "search-hero", how: "click" | "tap" = "click"): Promise<Locator> {
  const box = page.getByTestId(testId);
  await (how === "tap" ? box.locator("input").tap() : box.locator("input").click());
  const combobox = box.getByRole("combobox");
  await expect(combobox).toBeFocused();
  return combobox;
}
