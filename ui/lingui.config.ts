// The UI's words, one Lingui configuration for the three packages: English written in the code with
// Lingui's macros (and core's ids with their English, read from core's `*-messages.ts` tables by
// scripts/core-messages-extractor.ts), extracted to PO catalogues per language (the files a
// translator edits), compiled at build time by Lingui's Vite plugin. Four catalogues: the console's
// (app/src/locales), the words of the console pages the data centre's screens do not need
// (app/src/locales/later: market analysis, buyer and trade search, dashboard, account, the admin
// pages), fetched with those pages so that the search screen's first load stays within its budget
// (D272), and the public one (kit/src/locales:
// core's ids, the kit's and the site's words), which every page loads. `pnpm --dir ui run check:messages` fails when a catalogue is not
// what extraction writes or a message lacks a translation in any language.
import { defineConfig } from "@lingui/cli";
import { extractor as babel } from "@lingui/cli/api";
import { formatter } from "@lingui/format-po";
import { coreMessagesExtractor } from "./scripts/core-messages-extractor.ts";

const tests = ["**/*.test.ts", "**/*.test.tsx", "**/node_modules/**"];
/** The console's folders whose words come with their pages (ui/app/src/i18n/later-catalog.ts). */
const later = [
  "market-stats",
  "buyers",
  "trade-search",
  "admin",
  "dashboard",
  "team",
  "api-keys",
  "basic-info",
  "preferences",
  // The API customer's home (D335): nothing of the data centre reads its words.
  "open-platform",
  // Firm feedback's dialogs, fetched when opened (pages/firm-feedback/later-dialogs.tsx).
  "firm-feedback/dialogs",
].map((d) => `<rootDir>/app/src/pages/${d}`);
/** The page files beside those folders that use them. */
const laterPages = [
  "admin-page.tsx",
  "dashboard-page.tsx",
  "account-page.tsx",
  "basic-info-page.tsx",
  // The alerts and exports lists: their controls on the data centre's screens stay in the console's.
  "alerts/alerts-page.tsx",
  "exports/exports-page.tsx",
  // The collection list and its editor; the save and track controls on the search screen stay.
  "collection/collection-page.tsx",
  "collection/collection-filters.tsx",
  "collection/item-row.tsx",
  "collection/item-editor.tsx",
].map((f) => `<rootDir>/app/src/pages/${f}`);

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "zh", "ru"],
  catalogs: [
    {
      path: "<rootDir>/app/src/locales/{locale}",
      include: ["<rootDir>/app/src"],
      exclude: [...tests, ...later.map((d) => `${d}/**`), ...laterPages],
    },
    {
      path: "<rootDir>/app/src/locales/later/{locale}",
      include: [...later, ...laterPages],
      exclude: tests,
    },
    {
      path: "<rootDir>/kit/src/locales/{locale}",
      include: ["<rootDir>/kit/src", "<rootDir>/../core/src/**/*-messages.ts"],
      exclude: tests,
    },
    { path: "<rootDir>/site/src/locales/{locale}", include: ["<rootDir>/site/src"], exclude: tests },
  ],
  extractors: [coreMessagesExtractor, babel],
  format: formatter({ lineNumbers: false }),
});
