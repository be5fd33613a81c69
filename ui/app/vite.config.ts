import { fileURLToPath } from "node:url";
import { lingui, linguiTransformerBabelPreset } from "@lingui/vite-plugin";
import babel from "@rolldown/plugin-babel";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { clientOutDir } from "../scripts/out-dirs.ts";
import { redocOffline } from "../scripts/redoc-offline.ts";
import { stripEndpointDocs } from "../scripts/strip-endpoint-docs.ts";

// The signed-in app's build: one client-rendered document (console.html) for every console page,
// written beside the site's files after the site's build (which empties the folder). Its language
// comes from the lang cookie, so it is not prerendered per language.

// The UI's one Lingui configuration (ui/lingui.config.ts), for the macros and the catalogues.
process.env.LINGUI_CONFIG ??= fileURLToPath(new URL("../lingui.config.ts", import.meta.url));

export default defineConfig({
  // Lingui's macros are compiled by Babel before React's transform; its plugin compiles the PO
  // catalogues the code imports (the console's and the kit's). The calls' OpenAPI prose stays out of
  // the browser's copy of the contracts (strip-endpoint-docs.ts).
  plugins: [
    stripEndpointDocs(),
    babel({ presets: [linguiTransformerBabelPreset()] }),
    react(),
    lingui(),
    vanillaExtractPlugin(),
    // The open platform's reference asks nothing of another origin (D335).
    redocOffline(),
  ],
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
    outDir: clientOutDir(),
    emptyOutDir: false,
    target: "es2022",
    // Every browser of es2022 knows <link rel="modulepreload">; the polyfill, shared by this build's
    // two documents (the console and the API reference, D335), would be one more first-load file.
    modulePreload: { polyfill: false },
    rollupOptions: {
      input: {
        console: fileURLToPath(new URL("./console.html", import.meta.url)),
        // The open platform's framed API reference (D335): a document of its own.
        "api-reference": fileURLToPath(new URL("./api-reference.html", import.meta.url)),
      },
      // The modules every console page needs at start (the data client, the stores, the runtime
      // guards) in one chunk: left to itself the bundler cut them into a dozen small ones, 5 KB
      // more to load than the same code in one file (console-first-load.spec.ts).
      output: {
        advancedChunks: {
          groups: [
            {
              name: "console-base",
              test: /[\\/](kit[\\/]src[\\/](data|stores|runtime|notifications)|adapters[\\/]src|nanostores|use-sync-external-store)[\\/]/,
            },
          ],
        },
      },
    },
  },
});
