import { expect, test } from "./fixtures.ts";
import { FEATURE_ROUTES } from "../../src/components/features.ts";
import { isPaidRoute } from "../../src/components/PaidBadge.tsx";
import { collectErrors, t } from "./ui-helpers.ts";

// The pages that say who runs the portal and what it does read the server's configuration (GET /api/v1/site,
// rendered on the server) and the route table. The e2e server runs with no OPERATOR_* and no GTM_ID; what a
// configured server answers is tested on the API (tests/server/config.test.ts, spa.api.test.ts,
// site-analytics.api.test.ts).

test("/contacts names the default operator and leaves out what is not configured", async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto("/contacts");
  const details = page.getByTestId("operator-details");
  await expect(details).toContainText("ВЭД портал");
  await expect(details.getByRole("link", { name: "support@localhost" })).toHaveAttribute("href", "mailto:support@localhost");
  for (const label of ["operator.bin", "operator.address", "operator.phone"])
    await expect(details.getByText(t("ru", { id: label, message: "" }), { exact: true })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test("the privacy policy says no third-party counter is loaded when no tag is configured", async ({ page }) => {
  await page.goto("/kk/privacy-policy");
  await expect(page.getByTestId("privacy-gtm-off")).toHaveText(t("kk", { id: "privacy.gtm.off", message: "" }));
  await expect(page.getByTestId("privacy-gtm-on")).toHaveCount(0);
});

test("/total-services lists every page of the route table, the paid ones marked", async ({ page }) => {
  await page.goto("/en/total-services");
  const paid = t("en", { id: "badge.paid", message: "" });
  for (const route of FEATURE_ROUTES) {
    const item = page.getByTestId(`feature-${route.key}`);
    await expect(item.getByRole("link", { name: t("en", route.title), exact: true })).toBeVisible();
    await expect(item.getByText(paid, { exact: true })).toHaveCount(isPaidRoute(route) ? 1 : 0);
  }
});
