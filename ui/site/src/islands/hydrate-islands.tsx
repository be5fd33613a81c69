// Finds the page's islands (define-island.tsx) and hydrates each in its marker, with the page's
// Lingui instance: those of "load" at once, one per task, then those of "idle" once the browser is
// idle. An island whose module fails to load goes through the chunk-reload guard and otherwise stays
// the prerendered HTML it is (its links still work).
import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { guardedImport } from "@portolan/kit/runtime/chunk-failure.ts";
import { startTransition, useEffect } from "react";
import { hydrateRoot } from "react-dom/client";
import type { HydrateWhen } from "./define-island.tsx";
import { ISLAND_NAME_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_WHEN_ATTRIBUTE } from "./island-attributes.ts";
import { loadIsland } from "./island-modules.ts";

export interface Marker {
  readonly element: Element;
  readonly name: string;
  readonly props: object;
  readonly when: HydrateWhen;
}

const parseProps = (text: string | null): object => {
  try {
    const props: unknown = JSON.parse(text ?? "{}");
    return typeof props === "object" && props !== null ? props : {};
  } catch {
    return {};
  }
};

/** The islands of a document, in document order (nested markers are never written). */
export const markersOf = (root: ParentNode): Marker[] =>
  [...root.querySelectorAll(`[${ISLAND_NAME_ATTRIBUTE}]`)].map((element) => ({
    element,
    name: element.getAttribute(ISLAND_NAME_ATTRIBUTE) ?? "",
    props: parseProps(element.getAttribute(ISLAND_PROPS_ATTRIBUTE)),
    when: element.getAttribute(ISLAND_WHEN_ATTRIBUTE) === "idle" ? "idle" : "load",
  }));

/** Renders nothing; its effect says the island it closes is hydrated. */
function Hydrated({ onHydrated }: { readonly onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Hydrates one island; resolves once it is (or at once when its code could not be had). */
export const hydrateIsland = async (marker: Marker, i18n: I18n): Promise<void> => {
  const load = loadIsland(marker.name);
  // A marker no module has (a page built with another version) stays HTML.
  const loaded = load && (await guardedImport(() => load));
  if (loaded === undefined) return;
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

/** Hydrates the markers one after the other, each in a task of its own (no long task). */
export const hydrateAll = async (markers: readonly Marker[], i18n: I18n): Promise<void> => {
  for (const marker of markers) {
    await hydrateIsland(marker, i18n);
    await nextTask();
  }
};
