import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The client build: one entry, a manifest the prerender script reads to write each page's tags,
// and one chunk per page so a page loads only its own code.
export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: "dist",
    manifest: true,
    target: "es2022",
    rollupOptions: { input: "src/entry-client.tsx" },
  },
  ssr: { noExternal: ["react-aria-components", /^@react-aria\//, /^@react-stately\//] },
});
