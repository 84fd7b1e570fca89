import { defineConfig } from "@lingui/cli";

// Russian is the source language; messages carry explicit ids so the server
// (run without a macro transform) and the client share one catalog.
export default defineConfig({
  sourceLocale: "ru",
  locales: ["ru", "kk", "en"],
  fallbackLocales: { default: "ru" },
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/messages",
      include: ["<rootDir>/core", "<rootDir>/src", "<rootDir>/server", "<rootDir>/machines"],
    },
  ],
  compileNamespace: "ts",
});
