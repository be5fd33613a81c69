// A port as people read it: its name with its code ("Shanghai (CNSHA)"), or the code alone where no
// port table knows it; in the picker also its name and country in the user's language (issue 31).
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { PortHit } from "@portolan/contracts";
import type { Locale } from "@portolan/core";
import { placeName } from "../../widgets/dataset-label.ts";

export const portLabel = (i18n: I18n, code: string, name: string | undefined): string =>
  name === undefined ? code : i18n._(msg`${name} (${code})`);

/**
 * A port the picker offers: "Shanghai (CNSHA), China"; on a zh or ru page its name there first, the
 * released English name and the code beside it ("Шанхай (Shanghai, CNSHA), Китай"; D343); a code no
 * table knows, said so.
 */
export const portChoiceLabel = (i18n: I18n, port: PortHit, locale: Locale): string => {
  if (!port.known) return i18n._(msg`${port.code} (a code the port tables do not know)`);
  const { localName, name: released, code } = port;
  const name =
    localName === undefined
      ? portLabel(i18n, code, released)
      : i18n._(msg`${localName} (${released}, ${code})`);
  return port.country === undefined ? name : i18n._(msg`${name}, ${placeName(port.country, locale)}`);
};
