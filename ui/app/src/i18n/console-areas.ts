// Every console area's messages; each area owns its file. Loaded only by the console document, so
// the public site's catalogue never carries them.
import { consoleAuthMessages } from "./console-auth-messages.ts";
import { consoleMessages } from "./console-messages.ts";
import { consoleNavMessages } from "./console-nav-messages.ts";
import { consolePagesMessages } from "./console-pages-messages.ts";

export const CONSOLE_AREAS = [
  consoleMessages,
  consoleAuthMessages,
  consoleNavMessages,
  consolePagesMessages,
] as const;
