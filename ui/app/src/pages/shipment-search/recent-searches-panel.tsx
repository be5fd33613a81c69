// The search screen's recent searches (issue 31 item 12): a button under the form that shows the
// dashboard's card (its query and words), so a person can run a search again without the
// dashboard. The card and the later catalogue's words are fetched when the button is reached, not
// with the screen, whose first load stays within its budget (issue 15, D272), as the columns menu is.
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@portolan/core";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { guardedImport } from "@portolan/kit/runtime/chunk-failure.ts";
import { type ComponentType, lazy, Suspense, useState } from "react";
import * as s from "./shipment-search.css.ts";

const loadCard = () => guardedImport(() => import("./recent-searches-later.tsx"));
const RecentSearches = lazy<ComponentType<{ readonly locale: Locale }>>(async () => ({
  default: (await loadCard())?.RecentSearchesWithWords ?? (() => null),
}));

export function RecentSearchesPanel({ locale }: { readonly locale: Locale }) {
  const { t } = useLingui();
  const [reached, setReached] = useState(false);
  const [open, setOpen] = useState(false);
  const reach = () => {
    if (reached) return;
    setReached(true);
    void loadCard();
  };
  return (
    <div className={s.recentPanel}>
      <button
        type="button"
        className={`${f.secondaryButton} ${s.recentButton}`}
        aria-expanded={open}
        aria-controls="search-recent"
        onPointerEnter={reach}
        onFocus={reach}
        onClick={() => setOpen(!open)}
      >
        {t`Recent searches`} <span aria-hidden="true">{open ? "▴" : "▾"}</span>
      </button>
      <div id="search-recent">
        {open ? (
          <Suspense fallback={null}>
            <RecentSearches locale={locale} />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
