// The home page's "try a search" (issue 15): a visitor types goods words and sees the first shipments
// of US sea imports with the count of all of them, names masked, and an invitation to register. The
// form is a plain GET form until the island hydrates (a search sent before then reloads the page with
// ?words=…, which the island then runs); after, it searches in place.
import { useLingui } from "@lingui/react/macro";
import type { TrySearchResult } from "@portolan/contracts";
import { type Locale, readTryWords } from "@portolan/core";
import { dataClient } from "@portolan/kit/data/data-client.ts";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { failureWords } from "./failure-words.ts";
import * as s from "./samples.css.ts";
import { TryResults } from "./try-results.tsx";

/** Goods words the demo data holds, offered as one-click tries. */
const EXAMPLES = ["cotton", "wood", "rubber", "leather"] as const;

type TryState =
  | { readonly kind: "idle" }
  | { readonly kind: "searching" }
  | { readonly kind: "found"; readonly result: TrySearchResult }
  | { readonly kind: "refused"; readonly message: string };

export function TrySearch(props: { readonly locale: Locale }) {
  const { t, i18n } = useLingui();
  const [state, setState] = useState<TryState>({ kind: "idle" });
  // Uncontrolled: what a visitor typed before the island hydrated stays in the field.
  const field = useRef<HTMLInputElement>(null);

  const search = async (typed: string) => {
    if (field.current !== null) field.current.value = typed;
    const read = readTryWords(typed);
    if (!read.ok) {
      setState({ kind: "refused", message: i18n._(read.issue) });
      return;
    }
    setState({ kind: "searching" });
    const result = await dataClient().call("publicTrySearch", { query: { words: read.value } });
    setState(
      result.ok
        ? { kind: "found", result: result.data }
        : { kind: "refused", message: failureWords(i18n, result.outcome) },
    );
  };

  // A search sent before the island hydrated came back as ?words=… in the address.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when hydrated
  useEffect(() => {
    const sent = new URLSearchParams(location.search).get("words");
    if (sent !== null) void search(sent);
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void search(String(new FormData(event.currentTarget).get("words") ?? ""));
  };

  return (
    <div>
      <form className={s.searchForm} aria-label={t`Try a shipment search`} onSubmit={onSubmit}>
        <div className={s.field}>
          <label htmlFor="try-words">{t`Goods, in English`}</label>
          <input
            id="try-words"
            className={s.input}
            name="words"
            type="search"
            autoComplete="off"
            placeholder={t`for example furniture`}
            ref={field}
          />
        </div>
        <button className={s.button} type="submit">
          {t`Search`}
        </button>
      </form>
      <ul className={s.examples} aria-label={t`Words to try`}>
        {EXAMPLES.map((word) => (
          <li key={word}>
            <button className={s.example} type="button" onClick={() => void search(word)}>
              {word}
            </button>
          </li>
        ))}
      </ul>
      <div aria-live="polite">
        {state.kind === "searching" ? (
          <p className={s.status}>{t`Searching…`}</p>
        ) : state.kind === "refused" ? (
          <p className={s.statusFailed} role="alert">
            {state.message}
          </p>
        ) : state.kind === "found" ? (
          <TryResults result={state.result} locale={props.locale} />
        ) : (
          <p className={s.status}>
            {t`Search the shipments of US sea imports by a word of the goods. No account needed.`}
          </p>
        )}
      </div>
    </div>
  );
}
