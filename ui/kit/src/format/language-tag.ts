// The BCP 47 tag of each of the site's languages: for <html lang>, hreflang, Lingui's locale and
// every Intl format of a page. Core's hreflang table is their one home.
import { HREFLANG } from "@portolan/core";

export const LANGUAGE_TAGS = HREFLANG;
