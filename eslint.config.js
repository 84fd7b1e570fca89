import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// The arrows of the layout (README, "Where things live"): views → machines and core, server → core,
// machines → core; the core imports only zod. The server reaches the views only through the built render
// entry it loads at run time (server/web/ssr.ts), never by an import.
const outside = (...folders) => folders.map((f) => `**/${f}/**`);
const forbid = (files, group, message, extra = []) => ({ files, rules: { "no-restricted-imports": ["error", { patterns: [{ group, message }, ...extra] }] } });
const boundaries = [
  forbid(["core/**"], outside("src", "server", "machines", "locales"), "The core imports only zod and itself.", [
    // Any package but zod (relative paths inside core/ are the only other imports).
    { regex: "^(?!zod(/|$)|\\.{1,2}/)", message: "The core imports only zod and itself." },
  ]),
  forbid(["machines/**"], [...outside("src", "server"), "react", "react-dom", "react-dom/*", "@xstate/react", "@tanstack/*", "ky", "node:*"], "Machines are pure: no views, no server, no React, no fetch."),
  forbid(["src/**"], outside("server", "scripts"), "The views never import the server: share through core/."),
  forbid(["server/**"], outside("src"), "The server never imports the views: share through core/, render through the built entry."),
];

export default tseslint.config(
  { ignores: ["dist", "node_modules", ".data", ".test-data", "locales/*/messages.ts", "test-results", "playwright-report", "server/db/migrations"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  ...boundaries,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
);
