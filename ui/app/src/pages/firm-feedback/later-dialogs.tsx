// The feedback dialogs with their words, fetched when a user opens one (the later catalogue, D272):
// the profile and the search rows carry only their small actions, so the data centre's first load
// stays within its budget. A chunk that fails to load (a new release) goes through the console's
// reload guard and leaves the page whole.
import type { Locale } from "@portolan/core";
import { guardedImport } from "@portolan/kit/runtime/chunk-failure.ts";
import { type ComponentProps, type ComponentType, lazy, Suspense } from "react";
import { useLaterWords } from "../../i18n/use-later-words.ts";
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
