// Server rendering of the preview page (built with `vite build --ssr`), to check that the forms
// prerender and hydrate without mismatches.
import type { Locale } from "@portolan/core";
import { renderToString } from "react-dom/server";
import { createSiteI18n } from "../../i18n/site-catalog.ts";
import { PreviewPage } from "./preview-page.tsx";

export const render = async (name: string, locale: Locale, order = "1"): Promise<string> =>
  renderToString(<PreviewPage i18n={await createSiteI18n(locale)} name={name} order={order} />);
