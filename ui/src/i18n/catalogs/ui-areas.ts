// Every UI area's messages; each area owns its file.
import { chromeMessages } from "./chrome-messages.ts";
import { formsMessages } from "./forms-messages.ts";

export const UI_AREAS = [chromeMessages, formsMessages] as const;
