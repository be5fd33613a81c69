// The language of the page shown (spec §3 client state "current language", default zh). It changes
// only with a full navigation, so it is set once at start.
import { DEFAULT_LOCALE, type Locale } from "@portolan/core";
import { atom } from "nanostores";

export const $locale = atom<Locale>(DEFAULT_LOCALE);
