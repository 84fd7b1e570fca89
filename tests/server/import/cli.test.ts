import { execFile } from "node:child_process";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const tsx = path.join(root, "node_modules", ".bin", "tsx");

describe("npm run import", () => {
  it("prints a configuration error and exits 1", async () => {
    const run = promisify(execFile)(tsx, ["server/import/cli.ts"], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: "mysql://localhost/x" },
    });
    await expect(run).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("DATABASE_URL: must start with postgres:// or postgresql://"),
    });
  });
});
