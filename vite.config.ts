/// <reference types="vitest/config" />
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { endpointAccess } from "./build/endpoint-access.ts";
import { precompress } from "./build/precompress.ts";
import { stripStateMeta } from "./build/strip-state-meta.ts";

/** The entry's own modules, which must not join the shared "initial" chunk below. */
const ENTRY_MODULE = /[\\/](index\.html|src[\\/]main\.tsx)$/;

export default defineConfig(({ isSsrBuild }) => ({
  // The server build (the render entry) is no download: it needs neither precompressed copies nor public/.
  plugins: isSsrBuild ? [react(), endpointAccess()] : [react(), endpointAccess(), stripStateMeta(), precompress()],
  publicDir: isSsrBuild ? false : "public",
  build: {
    outDir: "dist",
    // The manifest lets the server and `npm run bench` see which chunks a route loads first.
    manifest: true,
    sourcemap: false,
    // Everything the entry imports statically travels as one chunk beside the entry: it all loads on every
    // first visit anyway, and one file compresses better than thirty (the first visit's scripts: 112.5 KB gzip
    // in 31 files, 102.0 KB in 3). The entry (index.html, main.tsx) stays a chunk of its own, so the
    // manifest still names it.
    rolldownOptions: isSsrBuild ? {} : {
      output: { codeSplitting: { groups: [{ name: "initial", tags: ["$initial"], test: (id: string) => !ENTRY_MODULE.test(id) }] } },
    },
  },
  server: {
    proxy: {
      "/api": "http://localhost:3000",
      "/auth/api": "http://localhost:3000",
      "/user/api": "http://localhost:3000",
      "/ai": "http://localhost:3000",
      "/healthz": "http://localhost:3000",
    },
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 180_000,
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["tests/**/*.test.{ts,tsx}"], exclude: ["tests/e2e/**", "tests/**/*.api.test.ts", "tests/**/*.cluster.test.ts"] },
      },
      {
        // Runs once on PGlite and once on a PostgreSQL server (DATABASE_URL), see scripts/test.sh.
        extends: true,
        // Files share one module graph (no isolation): each file builds its own app, on the worker's one copy of
        // the database (tests/support/test-db.ts), and loading the server's modules once instead of once per file
        // saved a third of the suite's time.
        test: { name: "api", include: ["tests/**/*.api.test.ts"], globalSetup: ["tests/support/global-api.ts"], isolate: false },
      },
      {
        // Real server processes behind a round-robin proxy on a PostgreSQL server (DATABASE_URL), see scripts/test.sh.
        // One file at a time: a file restarts PostgreSQL and the processes, which the others would feel.
        extends: true,
        test: { name: "cluster", include: ["tests/**/*.cluster.test.ts"], globalSetup: ["tests/support/global-cluster.ts"], fileParallelism: false },
      },
    ],
  },
}));
