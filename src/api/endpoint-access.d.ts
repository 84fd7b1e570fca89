// Made by build/endpoint-access.ts from the contract when Vite bundles or tests.
declare module "virtual:endpoint-access" {
  import type { Access } from "../../core/access.ts";
  import type { GuardedKey } from "./guarded.ts";

  const rules: Readonly<Record<GuardedKey, Access>>;
  export default rules;
}
