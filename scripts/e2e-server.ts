// Starts the real server for the browser tests on a fresh copy of the imported PGlite template,
// with a real SMTP server on loopback whose mails land as JSON files in E2E_MAIL_DIR.
import { cpSync, existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startSmtp } from "../tests/support/smtp.ts";

const template = path.resolve(".test-data/pglite-template");
// One folder per port inside the checkout, emptied at each start: Playwright ends this server with SIGKILL,
// so no exit handler could remove it, and a fresh temporary folder per run (430 MB each) filled the disk.
const dir = path.resolve(`.test-data/e2e-server-${process.env.PORT ?? "3000"}`);
rmSync(dir, { recursive: true, force: true });
if (existsSync(template)) cpSync(template, dir, { recursive: true });
else mkdirSync(dir, { recursive: true });
process.env.DATA_DIR = dir;
// The tests put users on plans as operators do (`npm run admin -- grant`, through this server's loopback
// admin call with the secret in DATA_DIR): they find the directory here.
mkdirSync(path.resolve(".test-data"), { recursive: true });
writeFileSync(path.resolve(`.test-data/e2e-data-dir-${process.env.PORT ?? "3000"}`), dir);

const mailDir = path.resolve(process.env.E2E_MAIL_DIR ?? path.join(dir, "mail"));
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });
let serial = 0;
const smtp = await startSmtp({
  onMail: (mail) => {
    // Written aside and renamed, so a reader never sees half a file.
    const name = `${Date.now()}-${String(++serial).padStart(5, "0")}.json`;
    writeFileSync(path.join(mailDir, `.${name}`), JSON.stringify(mail));
    renameSync(path.join(mailDir, `.${name}`), path.join(mailDir, name));
  },
});
process.env.SMTP_URL = smtp.url;
// Alert mails would land among the code mails the browser tests read: off unless the run asks for them.
process.env.ALERT_MAIL_INTERVAL ??= "0";

await import("../server/main.ts");
