import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import type { DcsaEventInput } from "../../core/contract/containers.ts";
import { signBody } from "../../server/containers/signature.ts";
import { freshContainerNumber } from "../support/container-number.ts";
import { verifiedAccount } from "./accounts.ts";
import { expect, test, type APIRequestContext } from "./fixtures.ts";
import { collectErrors } from "./ui-helpers.ts";

// A followed container's new event reaches its follower (issue #18): the carrier's signed callback stores
// the event, the import of it writes the change, the account button counts it unread and the feed lists it
// with a link to the tracking page; marking it read clears the count. In ru, kk and en, at 1280 and 390 px.
test.beforeEach(() => test.skip(test.info().project.name === "phone", "the walks below set their own width"));

const SECRET = process.env.E2E_TNT_WEBHOOK_SECRET ?? "";
const at = (lang: string, path: string) => (lang === "ru" ? path : `/${lang}${path}`);
const FOLLOW = { ru: "Следить за событиями контейнера", kk: "контейнерінің оқиғаларын қадағалау", en: "Follow the events of container" };
const EVENT = { ru: "новое событие", kk: "жаңа оқиға", en: "new event" };
const UNREAD = { ru: "1 непрочитанное", kk: "1 оқылмаған", en: "1 unread" };

/** One load of the container at Aktau, as a carrier's DCSA T&T 2.2 callback sends it. */
function loadEvent(number: string, day: number): DcsaEventInput {
  const when = `2026-11-${String(day).padStart(2, "0")}T09:30:00Z`;
  return {
    eventID: randomUUID(), eventType: "EQUIPMENT", eventClassifierCode: "ACT", eventCreatedDateTime: when, eventDateTime: when,
    equipmentEventTypeCode: day === 1 ? "GTIN" : "LOAD", equipmentReference: number, emptyIndicatorCode: "LADEN",
    eventLocation: { locationName: "Aktau", UNLocationCode: "KZAAU" },
    transportCall: { transportCallID: `call-${number}`, modeOfTransport: "VESSEL", UNLocationCode: "KZAAU" },
  };
}

async function carrierSends(request: APIRequestContext, event: DcsaEventInput): Promise<void> {
  const body = JSON.stringify([event]);
  const answer = await request.post("/api/v1/track-container/events", {
    data: body, headers: { "content-type": "application/json", "notification-signature": signBody(SECRET, body) },
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

const fits = (page: Page) => page.locator("article.page").evaluate((e) => Math.max(e.scrollWidth - e.clientWidth, e.getBoundingClientRect().right - document.documentElement.clientWidth));

for (const [lang, width] of [["ru", 1280], ["kk", 390], ["en", 1280], ["en", 390]] as const) {
  test(`a followed container's new event: the unread count and the feed (${lang}, ${width} px)`, async ({ page, request }) => {
    test.slow(); // an account, two pages and a callback: more than 30 s on a busy machine
    const errors = collectErrors(page);
    await page.setViewportSize({ width, height: 900 });
    const number = freshContainerNumber("TGHU");
    await carrierSends(request, loadEvent(number, 1));
    const account = await verifiedAccount(request, `alert-${lang}-${width}`);
    expect((await page.request.post("/auth/api/login", { data: { username: account.email, password: account.password } })).ok()).toBe(true);

    await page.goto(at(lang, `/track-container?number=${number}`));
    const bell = page.getByTestId("follow-button");
    await expect(bell).toHaveAttribute("aria-label", new RegExp(FOLLOW[lang], "i"));
    await bell.click();
    await expect(bell).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("account-unread")).toHaveCount(0);

    await carrierSends(request, loadEvent(number, 2));
    await page.goto(at(lang, "/profile/notifications"));
    await expect(page.getByTestId("account-unread")).toHaveText("1");
    await expect(page.getByTestId("feed-unread")).toHaveText(UNREAD[lang]);
    const item = page.getByTestId("feed-item");
    await expect(item).toHaveCount(1);
    await expect(item).toHaveAttribute("data-read", "false");
    await expect(item).toContainText(EVENT[lang]);
    await expect(item.getByRole("link", { name: number })).toHaveAttribute("href", at(lang, `/track-container?number=${number}`));
    expect(await fits(page)).toBeLessThanOrEqual(0);

    await page.getByTestId("feed-read-all").click();
    await expect(item).toHaveAttribute("data-read", "true");
    await expect(page.getByTestId("account-unread")).toHaveCount(0);
    expect(errors).toEqual([]);
  });
}
