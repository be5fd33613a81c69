// A page for looking at the forms by hand (not a route of the site): built by
// vite.preview.config.ts, served from a copy of the UI folder. ?form=…&lang=…&order=…
import "@portolan/kit/theme/global.css.ts";
import type { Locale } from "@portolan/core";
import { LANGUAGE_TAGS } from "@portolan/kit/i18n/i18n.ts";
import { createRoot, hydrateRoot } from "react-dom/client";
import { createSiteI18n } from "../../i18n/site-catalog.ts";
import { PreviewPage } from "./preview-page.tsx";

const query = new URLSearchParams(location.search);
const lang = (["zh", "en", "ru"] as const).find((l) => l === query.get("lang")) ?? "en";

const start = async (locale: Locale) => {
  document.documentElement.lang = LANGUAGE_TAGS[locale];
  const i18n = await createSiteI18n(locale);
  const name = query.get("form") ?? "contact";
  const root = document.getElementById("root");
  if (root === null) return;
  const tree = <PreviewPage i18n={i18n} name={name} order={query.get("order") ?? "1"} />;
  // A page written by preview-ssr.ts holds the server's HTML: hydrate it, as the site does.
  if (root.hasChildNodes()) hydrateRoot(root, tree);
  else createRoot(root).render(tree);
};

void start(lang);
