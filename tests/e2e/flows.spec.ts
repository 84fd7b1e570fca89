import { expect, test } from "./fixtures.ts";

test("/flows draws every statechart once its machines load", async ({ page }) => {
  await page.goto("/en/flows");
  await expect(page.getByTestId("page-title")).toHaveText("Flow diagrams");
  for (const id of ["toast", "signIn", "session", "codeEntry", "resendCountdown"]) {
    await expect(page.getByTestId(`flow-${id}`).locator("svg.flow-diagram__svg")).toBeVisible();
  }
});

test("/flows shows the page's running actors and highlights their states, offline", async ({ page }) => {
  // Nothing leaves the portal's own origin: the live state needs no online service.
  const foreign: string[] = [];
  page.on("request", (request) => {
    if (!request.url().startsWith("http://127.0.0.1:")) foreign.push(request.url());
  });
  await page.goto("/en/flows");
  // The toast manager and the new-build check start at the visitor's first interaction (a keystroke here).
  await page.keyboard.press("Shift");

  // The toast manager runs on every page from then on (next to react-toastify's container).
  const toastManager = page.getByTestId("flow-live-toastManager");
  await expect(toastManager).toContainText("On this page now");
  await expect(toastManager.getByTestId("flow-live-actor")).toHaveCount(1);
  await expect(toastManager.getByTestId("flow-live-actor")).toContainText("active");
  const toastManagerSvg = page.getByTestId("flow-toastManager").locator("svg.flow-diagram__svg");
  await expect(toastManagerSvg.locator("g.node.is-active")).toHaveCount(1);
  await expect(toastManagerSvg.locator("g.node.is-active > title")).toHaveText("toastManager.active");

  // The hourly new-build check waits for its first poll.
  await expect(page.getByTestId("flow-live-newBuildCheck").getByTestId("flow-live-actor")).toContainText("waiting");
  await expect(page.getByTestId("flow-newBuildCheck").locator("g.node.is-active > title")).toHaveText("newBuildCheck.waiting");

  // A machine nothing runs here says so, and nothing of it is highlighted.
  await expect(page.getByTestId("flow-live-codeEntry")).toContainText("not running");
  await expect(page.getByTestId("flow-codeEntry").locator("g.is-active")).toHaveCount(0);
  expect(foreign).toEqual([]);
});

test("/flows opened by a client-side navigation still sees the actors started before", async ({ page }) => {
  await page.goto("/en");
  await expect(page.getByTestId("page-title")).toBeVisible();
  await page.keyboard.press("Shift");
  await page.evaluate(() => window.history.pushState(null, "", "/en/flows"));
  await expect(page.getByTestId("page-title")).toHaveText("Flow diagrams");
  await expect(page.getByTestId("flow-live-toastManager").getByTestId("flow-live-actor")).toContainText("active");
  await expect(page.getByTestId("flow-toastManager").locator("g.node.is-active > title")).toHaveText("toastManager.active");
});
