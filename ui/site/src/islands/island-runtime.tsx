// Hydrates islands (define-island.tsx) in their markers, with the page's Lingui instance (loaded with
// the first island), one per task. React and the words come with this module, which the page's entry
// loads only when it has an island to hydrate. An island whose module fails to load goes through the
// chunk-reload guard and otherwise stays the prerendered HTML it is (its links still work).
import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import type { Locale } from "@portolan/core";
import { guardedImport } from "@portolan/kit/runtime/chunk-failure.ts";
import { startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import { createSiteI18n } from "../i18n/site-catalog.ts";
import { loadIsland } from "./island-modules.ts";
import type { Marker } from "./markers.ts";
import { nextTask } from "./next-task.ts";

/** Renders nothing; its effect says the island it closes is hydrated. */
function Hydrated({ onHydrated }: { readonly onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

/** Hydrates one island; resolves once it is (or at once when its code could not be had). */
export const hydrateIsland = async (marker: Marker, i18n: I18n): Promise<void> => {
  const load = loadIsland(marker.name);
  // A marker no module has (a page built with another version) stays HTML.
  const loaded = load && (await guardedImport(() => load));
  if (loaded === undefined) return;
  // The module is evaluated in the task that loaded it; hydration starts in the next one.
  await nextTask();
  const { Component } = loaded.default;
  await new Promise<void>((resolve) => {
    startTransition(() => {
      hydrateRoot(
        marker.element,
        <I18nProvider i18n={i18n}>
          <Component {...marker.props} />
          <Hydrated onHydrated={resolve} />
        </I18nProvider>,
      );
    });
  });
};

let words: Promise<I18n | undefined> | undefined;

/**
 * Hydrates the markers one after the other, each in a task of its own (no long task), with the
 * language's words (loaded once per page).
 */
export const hydrateAll = async (markers: readonly Marker[], locale: Locale): Promise<void> => {
  if (markers.length === 0) return;
  words ??= guardedImport(() => createSiteI18n(locale));
  const i18n = await words;
  if (i18n === undefined) return;
  for (const marker of markers) {
    await hydrateIsland(marker, i18n);
    await nextTask();
  }
};
