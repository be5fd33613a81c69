// What an export will hold, said before anything is asked (issue 31 item 2): what was found and the
// account's limit per file, and, when the file will be cut at the limit, that it will be.
import { plural } from "@lingui/core/macro";
import { Plural, useLingui } from "@lingui/react/macro";
import * as w from "../../widgets/widgets.css.ts";

export function ExportLimitNote({ limit, found }: { readonly limit: number; readonly found?: number }) {
  const { t } = useLingui();
  if (found === undefined)
    return (
      <p className={w.muted}>
        <Plural
          value={limit}
          one="Exports up to # row with your account."
          other="Exports up to # rows with your account."
        />
      </p>
    );
  // One message each, so that every language joins its sentences its own way (no space in Chinese).
  const said =
    found > limit
      ? t`${plural(found, { one: "# found", other: "# found" })}; your package exports up to ${plural(limit, { one: "# row", other: "# rows" })} per file. The file will hold the first ${plural(limit, { one: "# row", other: "# rows" })}; narrow the search for the rest.`
      : t`${plural(found, { one: "# found", other: "# found" })}; your package exports up to ${plural(limit, { one: "# row", other: "# rows" })} per file.`;
  return <p className={w.muted}>{said}</p>;
}
