// The header, footer and floating widgets of the public site hydrate after the page (decision D143):
// their code is not part of the first load. Each sits in a Suspense boundary; the server renders it
// at once (EagerChrome), the browser keeps that HTML until the parts' chunk is fetched, once the page
// is hydrated, and then hydrates it in place (React's selective hydration), so nothing is re-created.
// Each wrapper is memoised: a dehydrated boundary that gets new props is thrown away by React (the
// children element of DeferredPart is new on each render, so only the memo keeps it still).

import { withWholeCatalogue } from "@portolan/kit/i18n/i18n.ts";
import {
  type PartName,
  partPending,
  partSettled,
  partsUnavailable,
} from "@portolan/kit/layout/deferred-parts.ts";
import { guardedImport } from "@portolan/kit/runtime/chunk-failure.ts";
import {
  type ComponentProps,
  createContext,
  lazy,
  memo,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useLayoutEffect,
} from "react";

type Parts = typeof import("./chrome-parts.ts");

/** The parts themselves, given by the server render: there, nothing is deferred. */
export const EagerChrome = createContext<Parts | undefined>(undefined);

let frameHydrated: () => void = () => {};
const afterFrame = new Promise<void>((resolve) => {
  frameHydrated = resolve;
});

/** The page is hydrated: the parts' chunk may be fetched now. */
export const startChrome = (): void => frameHydrated();

// A failed load goes through the chunk-reload guard and never resolves: the parts keep the
// prerendered HTML, and nothing waits for them (partsUnavailable).
const parts: Promise<Parts> = afterFrame
  .then(() => guardedImport(() => withWholeCatalogue(import("./chrome-parts.ts"))))
  .then((loaded) => {
    if (loaded !== undefined) return loaded;
    partsUnavailable();
    return new Promise<never>(() => {});
  });

/** Renders nothing; its effect runs once the boundary it sits in is hydrated. */
function Settled({ name }: { readonly name: PartName }) {
  useEffect(() => partSettled(name), [name]);
  return null;
}

const LazyHeader = lazy(() => parts.then((loaded) => ({ default: loaded.Header })));
const LazyFooter = lazy(() => parts.then((loaded) => ({ default: loaded.Footer })));
const LazyWidgets = lazy(() => parts.then((loaded) => ({ default: loaded.FloatingWidgets })));

/** One part in its boundary: pending from the first commit until its content has hydrated. */
function DeferredPart({ name, children }: { readonly name: PartName; readonly children: ReactNode }) {
  // Layout effects run before the boundary can hydrate (and before its passive effects when it
  // renders at once), so the part is pending from the first commit.
  useLayoutEffect(() => {
    partPending(name);
    return () => partSettled(name);
  }, [name]);
  return (
    <Suspense fallback={null}>
      {children}
      <Settled name={name} />
    </Suspense>
  );
}

type Props<K extends keyof Parts> = ComponentProps<Parts[K]>;

export const DeferredHeader = memo(function DeferredHeader(props: Props<"Header">) {
  const Part = useContext(EagerChrome)?.Header ?? LazyHeader;
  return (
    <DeferredPart name="header">
      <Part {...props} />
    </DeferredPart>
  );
});

export const DeferredFooter = memo(function DeferredFooter(props: Props<"Footer">) {
  const Part = useContext(EagerChrome)?.Footer ?? LazyFooter;
  return (
    <DeferredPart name="footer">
      <Part {...props} />
    </DeferredPart>
  );
});

export const DeferredWidgets = memo(function DeferredWidgets(props: Props<"FloatingWidgets">) {
  const Part = useContext(EagerChrome)?.FloatingWidgets ?? LazyWidgets;
  return (
    <DeferredPart name="widgets">
      <Part {...props} />
    </DeferredPart>
  );
});
