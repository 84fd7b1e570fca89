import path from "node:path";
import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
/** Where the test server's SMTP catcher drops the mails it receives (tests/e2e/mail.ts reads them). */
export const mailDir = path.resolve(`.test-data/e2e-mail-${port}`);
// Many accounts, searches and calculations from one address in a few minutes: the limits are raised for the run.
const generousLimits = Object.fromEntries([
  ...["LOGIN", "REGISTER", "RESEND", "RECOVERY", "2FA"].flatMap((k) => [[`AUTH_RATE_${k}_IP`, "10000/60"], [`AUTH_RATE_${k}_ACCOUNT`, "10000/60"]]),
  ...["SEARCH", "SCREEN", "CALCULATE"].map((k) => [`COST_RATE_${k}_IP`, "10000/60"]),
]);

// The system Chromium (apt), never a downloaded browser; the flags keep it off the closed network.
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  // A loaded 2-core machine (CI, or tests beside a build) can take longer than 5 s to draw a state.
  expect: { timeout: 10_000 },
  reporter: [["list"]],
  use: { baseURL: `http://127.0.0.1:${port}`, launchOptions, trace: "off" },
  projects: [
    { name: "desktop", use: { viewport: { width: 1280, height: 900 } } },
    { name: "phone", use: { viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true } },
  ],
  webServer: {
    // The real server on the imported test database (a copy of the API tests' template).
    command: "npx tsx scripts/e2e-server.ts",
    url: `http://127.0.0.1:${port}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      // The auth service refuses calls from another origin than its public address.
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
      E2E_MAIL_DIR: mailDir,
      // The resend tests run the client's 60 s countdown on Playwright's clock; the server's gap follows.
      AUTH_CODE_RESEND_GAP: "1",
      PAYMENT_PUBLIC_ID: "pk_e2e_stand_in", // card payments on, with the widget and the provider stood in (tests/e2e/checkout.spec.ts)
      PAYMENT_API_SECRET: (process.env.E2E_PAYMENT_API_SECRET ??= "e2e-stand-in-api-secret"), // the workers inherit it to sign as the provider
      ...generousLimits,
    },
  },
});
