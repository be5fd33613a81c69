// The feedback dialogs with their words, fetched when a user opens one (the later catalogue, D272):
// the profile and the search rows carry only their small actions, so the data centre's first load
// stays within its budget. A chunk that fails to load (a new release) goes through the console's
// reload guard and leaves the page whole.
import { useLingui } from "@lingui/react";
import type { Locale } from "@portolan/core";
import { guardedImport } from "@portolan/kit/runtime/chunk-failure.ts";
import { type ComponentProps, type ComponentType, lazy, Suspense, useEffect, useRef, useState } from "react";
import { addLaterWords } from "../../i18n/later-catalog.ts";
import type { NotSameDialog as NotSame } from "./dialogs/not-same-dialog.tsx";
import type { SameCompanyDialog as SameCompany } from "./dialogs/same-company-dialog.tsx";

const NotSameDialog = lazy<ComponentType<ComponentProps<typeof NotSame>>>(async () => ({
  default:
    (await guardedImport(() => import("./dialogs/not-same-dialog.tsx")))?.NotSameDialog ?? (() => null),
}));
const SameCompanyDialog = lazy<ComponentType<ComponentProps<typeof SameCompany>>>(async () => ({
  default:
    (await guardedImport(() => import("./dialogs/same-company-dialog.tsx")))?.SameCompanyDialog ??
    (() => null),
}));

/** Whether the later words of the language are in the catalogue (added once, then at once). */
const useLaterWords = (locale: Locale): boolean => {
  const { i18n } = useLingui();
  const [ready, setReady] = useState(false);
  // Read when the words are added, not followed (the context's value is new on every render).
  const words = useRef(i18n);
  words.current = i18n;
  useEffect(() => {
    let live = true;
    const done = () => {
      if (live) setReady(true);
    };
    addLaterWords(words.current, locale).then(done, done);
    return () => {
      live = false;
    };
  }, [locale]);
  return ready;
};

export function LaterNotSameDialog(props: ComponentProps<typeof NotSame> & { readonly locale: Locale }) {
  const { locale, ...rest } = props;
  return useLaterWords(locale) ? (
    <Suspense fallback={null}>
      <NotSameDialog {...rest} />
    </Suspense>
  ) : null;
}

export function LaterSameCompanyDialog(props: ComponentProps<typeof SameCompany>) {
  return useLaterWords(props.locale) ? (
    <Suspense fallback={null}>
      <SameCompanyDialog {...props} />
    </Suspense>
  ) : null;
}
