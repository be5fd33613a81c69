// The UI's words, one Lingui configuration for the three packages: English written in the code with
// Lingui's macros (and core's ids with their English, read from core's `*-messages.ts` tables by
// scripts/core-messages-extractor.ts), extracted to PO catalogues per language (the files a
// translator edits), compiled at build time by Lingui's Vite plugin. Two catalogues: the console's
// (app/src/locales) and the public one (kit/src/locales: core's ids, the kit's and the site's
// words), which every page loads. `pnpm --dir ui run check:messages` fails when a catalogue is not
// what extraction writes or a message lacks a translation in any language.
import { defineConfig } from "@lingui/cli";
import { extractor as babel } from "@lingui/cli/api";
import { formatter } from "@lingui/format-po";
import { coreMessagesExtractor } from "./scripts/core-messages-extractor.ts";

const tests = ["**/*.test.ts", "**/*.test.tsx", "**/node_modules/**"];

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "zh", "ru"],
  catalogs: [
    { path: "<rootDir>/app/src/locales/{locale}", include: ["<rootDir>/app/src"], exclude: tests },
    {
      path: "<rootDir>/kit/src/locales/{locale}",
      include: ["<rootDir>/kit/src", "<rootDir>/site/src", "<rootDir>/../core/src/**/*-messages.ts"],
      exclude: tests,
    },
  ],
  extractors: [coreMessagesExtractor, babel],
  format: formatter({ lineNumbers: false }),
});
