import { expect, test } from "@playwright/test";

test("/flows draws every statechart once its machines load", async ({ page }) => {
  await page.goto("/en/flows");
  await expect(page.getByTestId("page-title")).toHaveText("Flow diagrams");
  for (const id of ["toast", "signIn", "session", "codeEntry", "resendCountdown"]) {
    await expect(page.getByTestId(`flow-${id}`).locator("svg.flow-diagram__svg")).toBeVisible();
  }
});
