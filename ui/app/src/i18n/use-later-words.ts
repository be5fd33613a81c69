// Whether the later words of the language are in the catalogue (later-catalog.ts, D272): added once
// by the first component on a data-centre screen that shows a later page's words (a feedback dialog,
// the recent searches), then at once.
import { useLingui } from "@lingui/react";
import type { Locale } from "@portolan/core";
import { useEffect, useRef, useState } from "react";
import { addLaterWords } from "./later-catalog.ts";

export const useLaterWords = (locale: Locale): boolean => {
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
