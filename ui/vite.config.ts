import { fileURLToPath } from "node:url";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { clientOutDir, ssrOutDir } from "./scripts/out-dirs.ts";

// The client build: two entries (the prerendered public site, the client-rendered console), a
// manifest the prerender script reads to write each document's tags, and one chunk per page so a page
// loads only its own code. PORTOLAN_UI_OUT builds elsewhere than dist (parallel builds, test copies).

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), vanillaExtractPlugin()],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(new URL("./src/vendor/use-sync-external-store-shim.ts", import.meta.url)),
      },
    ],
  },
  build: {
    outDir: isSsrBuild ? ssrOutDir() : clientOutDir(),
    emptyOutDir: true,
    manifest: !isSsrBuild,
    target: "es2022",
    rollupOptions: isSsrBuild
      ? {}
      : { input: ["src/boot.ts", "src/entry-client.tsx", "src/entry-console.tsx"] },
  },
  ssr: { noExternal: ["react-aria-components", /^@react-aria\//, /^@react-stately\//] },
}));
