import { defineConfig } from "vite";

// The server compiled into one ES module (dist/node/main.js) that `npm start` runs under plain node:
// no TypeScript loader between the process and its signals, and no compile on each start. The
// packages in node_modules stay outside (an SSR build leaves them to node), so PGlite's and argon2's
// files are found where npm put them; type-only imports of the views vanish in the compile.
export default defineConfig({
  publicDir: false,
  logLevel: "warn",
  build: {
    ssr: "server/main.ts",
    outDir: "dist/node",
    target: "node20",
    sourcemap: true,
    emptyOutDir: true,
    rollupOptions: { output: { entryFileNames: "main.js" } },
  },
});
