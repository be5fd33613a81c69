import { readdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { clientOutDir, ssrOutDir } from "../scripts/out-dirs.ts";

// The public site's client build: the islands entry (the only script a page loads), one chunk per
// island, and a manifest the prerender script reads to write each page's tags. The page modules are
// inputs too, for their stylesheets only: no page loads a page module's script.
// PORTOLAN_UI_OUT builds elsewhere than ui/dist (parallel builds, test copies).

const PAGE_FOLDERS = ["zh", "en", "ru", "shared"];
const pageInputs = PAGE_FOLDERS.flatMap((folder) =>
  readdirSync(new URL(`./src/pages/${folder}`, import.meta.url))
    .filter((file) => file.endsWith(".tsx"))
    .map((file) => `src/pages/${folder}/${file}`),
);

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
    rollupOptions: isSsrBuild ? {} : { input: ["src/entry-islands.tsx", ...pageInputs] },
  },
  ssr: { noExternal: ["react-aria-components", /^@react-aria\//, /^@react-stately\//, "@portolan/kit"] },
}));
