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

/**
 * What the phone project (390 px) leaves to the desktop one: tests that check behaviour the same at any width,
 * with no layout assertion (no sideways-scroll check, box, screenshot or 390 px walk). Everything about reading
 * at 390 px stays on the phone: the shell, axe, and every test that measures the page. A renamed test here
 * simply runs on both projects again. Files: the whole spec is behaviour (or already skips the phone).
 */
const BEHAVIOUR_ONLY_FILES = ["analytics-tag.spec.ts", "flows.spec.ts", "limit-guard.spec.ts", "new-build.spec.ts", "reference.spec.ts", "server-html.spec.ts", "tree.spec.ts", "typed-before-hydration.spec.ts"];
/** Single tests, as "<file> <title>" (Playwright matches grep against "project file describe title"). */
const BEHAVIOUR_ONLY_TESTS = [
  /calculator\.spec\.ts .*(a 422 is shown at its field|the code card's button opens|a signed-in user's calculation appears)/,
  /code-card\.spec\.ts .*(an unknown code is a calm page|a failed card shows a sentence|\/custom opens the card|a cold visit reads the card)/,
  /containers\.spec\.ts .*the number check speaks as the user types/,
  // Set their own viewports (390 px, or every width the header must fit): the phone project would repeat them.
  /fea\.spec\.ts .*chart\.js comes with the first chart/,
  /header-fit\.spec\.ts /,
  /importer-card\.spec\.ts .*(the graph gives paths|a signed-out visitor confirming|a free user confirming|an unknown step is)/,
  // Tests that skip themselves on the phone: not listed there, they need no browser context to say so.
  /importer-card\.spec\.ts .*(path \d+: |a standard user opens 10 cards)/,
  /sign-in\.spec\.ts .*sign-in path \((kk|en)\)/,
  /search\.spec\.ts .*(a full 10-digit code \+ Enter|\/ and Ctrl\+K focus|says so when nothing is found|the date of the tariff edition)/,
  /sign-in\.spec\.ts .*a 401 from any service resets/,
];

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
    {
      name: "phone",
      use: { viewport: { width: 390, height: 844 }, isMobile: false, hasTouch: true },
      testIgnore: BEHAVIOUR_ONLY_FILES,
      grepInvert: BEHAVIOUR_ONLY_TESTS,
    },
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
      TNT_WEBHOOK_SECRET: (process.env.E2E_TNT_WEBHOOK_SECRET ??= "e2e-stand-in-carrier-secret"), // the workers sign carrier callbacks with it (tests/e2e/container-alert.spec.ts)
      ...generousLimits,
    },
  },
});
