import { expect, test } from "./fixtures.ts";

test("a new deployment found by the hourly check is offered as a reload in a toast that stays", async ({ page }) => {
  await page.clock.install();
  let deployed: string | null = null;
  // The server answers with the page's own build until "a deployment" happens.
  await page.route("**/api/v1/build", async (route) => {
    if (deployed === null) return route.continue();
    return route.fulfill({ json: { data: { build: deployed } }, headers: { "cache-control": "no-store" } });
  });
  await page.goto("/en/flows");
  // The check starts once the visitor does something on the page (here a first keystroke).
  await page.keyboard.press("Shift");
  const build = await page.locator('meta[name="build"]').getAttribute("content");
  expect(build).toMatch(/^[0-9a-f]{16}$/);
  const live = page.getByTestId("flow-live-newBuildCheck").getByTestId("flow-live-actor");
  await expect(live).toContainText("waiting");

  // An hour with the same build: no offer, the check goes on waiting.
  const answered = page.waitForResponse("**/api/v1/build");
  await page.clock.runFor("01:00:00");
  expect((await (await answered).json()) as unknown).toEqual({ data: { build } });
  await expect(live).toContainText("waiting");
  await expect(page.getByTestId("new-build-offer")).toHaveCount(0);

  deployed = "0123456789abcdef";
  await page.clock.runFor("01:00:00");
  const offer = page.getByTestId("new-build-offer");
  await expect(offer).toContainText("A new version of the portal is out");
  await expect(live).toContainText("offering");
  // Past the toasts' 2.5 s auto-close, the offer is still there.
  await page.clock.runFor(10_000);
  await expect(offer).toBeVisible();

  const reloaded = page.waitForEvent("load");
  await offer.getByRole("button", { name: "Reload" }).click();
  await reloaded;
  await expect(page.getByTestId("page-title")).toHaveText("Flow diagrams");
});
