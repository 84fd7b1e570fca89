import { call } from "../../api/client.ts";

/**
 * Downloads everything the server keeps about the user (GET /account/export) as a JSON file. The call goes
 * through the contract with the bearer, so the file is built here rather than by a plain link (a link would
 * carry no token).
 */
export async function downloadAccountExport(): Promise<boolean> {
  const answer = await call("accountExport");
  if (answer.status !== 200) return false;
  const url = URL.createObjectURL(new Blob([JSON.stringify(answer.body, null, 2)], { type: "application/json" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = `ved-portal-account-${new Date().toISOString().slice(0, 10)}.json`;
  link.click();
  URL.revokeObjectURL(url);
  return true;
}
