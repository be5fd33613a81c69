// A port as people read it: its World Port Index name with its code ("Qingdao Gang (CNQIN)"), or the
// code alone where the index does not know it.
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

export const portLabel = (i18n: I18n, code: string, name: string | undefined): string =>
  name === undefined ? code : i18n._(msg`${name} (${code})`);
