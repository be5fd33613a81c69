// A console message whose id is built at run time (`pages.role.${role}`): the type checks the id is
// one the console's catalogue declares, and Lingui's extraction, which cannot read such ids, is not
// asked to.
import type { I18n } from "@lingui/core";
import type { ConsoleMessageId } from "./console-messages.ts";
import type { ConsolePagesMessageId } from "./console-pages-messages.ts";

export const messageById = (
  i18n: I18n,
  id: ConsoleMessageId | ConsolePagesMessageId,
  values?: Readonly<Record<string, string | number>>,
): string => i18n._(id, values);
