// The console's nav area messages (issue 5): what the navigation says besides core's nav.* labels.
// English here, with Lingui's `msg` macro; the translations are in ../locales/{zh,ru}.po.
import { msg } from "@lingui/core/macro";

export const consoleNavMessages = {
  "console.nav.main": msg({ id: "console.nav.main", message: "Console" }),
  "console.nav.newTab": msg({ id: "console.nav.newTab", message: "(opens in a new tab)" }),
  "console.nav.switcher.open": msg({ id: "console.nav.switcher.open", message: "Switch system" }),
  "console.nav.switcher.close": msg({ id: "console.nav.switcher.close", message: "Close" }),
  "console.nav.switcher.opening": msg({ id: "console.nav.switcher.opening", message: "Opening…" }),
  "console.nav.switcher.intro": msg({
    id: "console.nav.switcher.intro",
    message: "Open another system of your company in a new tab.",
  }),
} as const;

export type ConsoleNavMessageId = keyof typeof consoleNavMessages;
