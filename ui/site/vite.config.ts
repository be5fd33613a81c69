import { fileURLToPath } from "node:url";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { clientOutDir, ssrOutDir } from "../scripts/out-dirs.ts";

// The public site's client build: the boot script and the entry, a manifest the prerender script
// reads to write each page's tags, and one chunk per page so a page loads only its own code.
// PORTOLAN_UI_OUT builds elsewhere than ui/dist (parallel builds, test copies).

// Lingui's macros are compiled by Babel before React's transform; its plugin compiles the PO
// catalogues the code imports (the UI's one configuration, ui/lingui.config.ts).
process.env.LINGUI_CONFIG ??= fileURLToPath(new URL("../lingui.config.ts", import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [babel({ presets: [linguiTransformerBabelPreset()] }), react(), lingui(), vanillaExtractPlugin()],
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: fileURLToPath(
          new URL("../kit/src/vendor/use-sync-external-store-shim.ts", import.meta.url),
        ),
      },
    ],
  },
  build: {
    outDir: isSsrBuild ? ssrOutDir() : clientOutDir(),
    emptyOutDir: true,
    manifest: !isSsrBuild,
    target: "es2022",
    rollupOptions: isSsrBuild ? {} : { input: ["src/boot.ts", "src/entry-client.tsx"] },
  },
  ssr: { noExternal: ["react-aria-components", /^@react-aria\//, /^@react-stately\//, "@portolan/kit"] },
}));
