// Builds the forms preview page (not part of the site): `vite build --config <this file>`.
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  root: import.meta.dirname,
  base: "/forms-preview/",
  plugins: [react(), vanillaExtractPlugin()],
  ssr: { noExternal: ["react-aria-components", /^@react-aria\//, /^@react-stately\//] },
  build: { outDir: process.env.PREVIEW_OUT ?? "/tmp/forms-preview", emptyOutDir: true, target: "es2022" },
});
