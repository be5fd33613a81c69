// The island markers of a document (define-island.tsx writes them): which island, its props, and
// when it hydrates. Reading them needs no framework, so a page whose islands all wait for idle loads
// none until then.
import type { HydrateWhen } from "./define-island.tsx";
import { ISLAND_NAME_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_WHEN_ATTRIBUTE } from "./island-attributes.ts";

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
