// An island: a part of a public page that runs in the browser, in a page that otherwise never does
// (the page is prerendered HTML and stays so). The server renders the island's component inside a
// marker element that carries its name, its props as JSON and when it hydrates; in the browser, the
// page's entry finds the markers (markers.ts) and island-runtime.tsx loads each island's own module
// and hydrates that component alone. Props must survive JSON (strings, numbers, booleans, arrays,
// plain objects).
import type { ComponentType, ReactElement } from "react";
import { ISLAND_NAME_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, ISLAND_WHEN_ATTRIBUTE } from "./island-attributes.ts";

/**
 * When an island hydrates: "load", as soon as its code is there (a page's form, live figures or
 * order: the page's reason to be); "idle", once the page is loaded and the browser is idle (the
 * frame: header, footer, widgets, dialog, notices, whose links work as links until then; their code
 * is not part of the first load).
 */
export type HydrateWhen = "load" | "idle";

export interface Island<P extends object> {
  /** The server's render: the marker with the component inside. */
  (props: P): ReactElement;
  /** The component itself, which the browser hydrates in the marker. */
  readonly Component: ComponentType<P>;
}

export const defineIsland = <P extends object>(
  name: string,
  Component: ComponentType<P>,
  when: HydrateWhen = "load",
): Island<P> => {
  const Marker = (props: P) => (
    <div
      {...{
        [ISLAND_NAME_ATTRIBUTE]: name,
        [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
        [ISLAND_WHEN_ATTRIBUTE]: when,
      }}
    >
      <Component {...props} />
    </div>
  );
  return Object.assign(Marker, { Component });
};
