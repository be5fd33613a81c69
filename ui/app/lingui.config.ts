// The console's words: written in the code with Lingui's macros (English), extracted to one PO
// catalogue per language in src/locales (the files a translator edits), compiled at build time by
// the Vite plugin. `lingui check` in the test command fails on a message missing in any language.
import { defineConfig } from "@lingui/cli";
import { formatter } from "@lingui/format-po";

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "zh", "ru"],
  catalogs: [{ path: "<rootDir>/src/locales/{locale}", include: ["<rootDir>/src"] }],
  format: formatter({ lineNumbers: false }),
});
