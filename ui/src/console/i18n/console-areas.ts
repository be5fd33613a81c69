// Every console area's messages; each area owns its file. Loaded only by the console document, so
// the public site's catalogue never carries them.
import { consoleMessages } from "./console-messages.ts";

export const CONSOLE_AREAS = [consoleMessages] as const;
