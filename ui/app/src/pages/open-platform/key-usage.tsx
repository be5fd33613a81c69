// Requests and refusals per key per UTC day (issue 31 item 14, D335): what the account's keys did
// over the last days, from the same answer as the keys' list.
import { useLingui } from "@lingui/react/macro";
import type { ApiKeyDayUsage, ApiKeyView } from "@portolan/contracts";
import type { Locale } from "@portolan/core";
import { formatNumber } from "@portolan/kit/format/numbers.ts";
import * as s from "../../widgets/widgets.css.ts";

export function KeyUsage(props: {
  readonly keys: readonly ApiKeyView[];
  readonly usage: readonly ApiKeyDayUsage[];
  readonly days: number;
  readonly locale: Locale;
}) {
  const { t } = useLingui();
  const names = new Map(props.keys.map((k) => [k.id, `${k.name} (${k.hint})`]));
  const n = (value: number) => formatNumber(value, props.locale);
  return (
    <section className={s.card} aria-labelledby="key-usage-heading" data-testid="key-usage">
      <h2 id="key-usage-heading" className={s.cardTitle}>
        {t`Calls per key and day`}
      </h2>
      <p className={s.intro}>
        {t`Requests each key made per day (UTC) over the last ${props.days} days, and how many of them were refused (a bad parameter, a data set your package lacks, too many calls a minute).`}
      </p>
      {props.usage.length === 0 ? (
        <p className={s.muted}>{t`No calls with a key yet.`}</p>
      ) : (
        <div className={s.tableScroller}>
          <table className={s.table}>
            <thead>
              <tr>
                <th className={s.cell}>{t`Day (UTC)`}</th>
                <th className={s.cell}>{t`Key`}</th>
                <th className={s.cell}>{t`Requests`}</th>
                <th className={s.cell}>{t`Refused`}</th>
              </tr>
            </thead>
            <tbody>
              {props.usage.map((u) => (
                <tr key={`${u.keyId}-${u.day}`} data-key-id={u.keyId} data-day={u.day}>
                  <td className={s.cell}>{u.day}</td>
                  <td className={s.cell}>{names.get(u.keyId) ?? `#${u.keyId}`}</td>
                  <td className={s.cell} data-testid="usage-requests">
                    {n(u.requests)}
                  </td>
                  <td className={s.cell} data-testid="usage-refusals">
                    {n(u.refusals)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
