// The headline figures of the data coverage, live from the provider (the siteStatistics call),
// fetched after hydration. The tiles and the status line keep their size in every state (CLS 0).
import type { Locale } from "@portolan/core";
import { type Remote, useCall } from "@portolan/kit/data/queries.ts";
import { formatNumber } from "@portolan/kit/format/numbers.ts";
import * as s from "./data.css.ts";
import { useDataLabels } from "./data-labels.ts";
import { Figure } from "./figure.tsx";

const KEYS = ["countries", "dataSources", "records", "companies"] as const;

export function StatusLine(props: {
  readonly remote: Remote<unknown>;
  readonly ready: string;
  readonly locale: Locale;
}) {
  const labels = useDataLabels();
  const failed = props.remote.state === "failed";
  return (
    <p className={failed ? s.statusFailed : s.statusLine} role="status">
      {props.remote.state === "loading" ? labels.loading : failed ? labels.failed : props.ready}
    </p>
  );
}

export function LiveStatistics(props: { readonly locale: Locale }) {
  const labels = useDataLabels();
  const remote = useCall("siteStatistics", {});
  const data = remote.state === "ready" ? remote.data : undefined;
  return (
    <div>
      <ul className={s.tiles}>
        {KEYS.map((key) => (
          <li key={key} className={s.tile}>
            <span className={s.tileValue}>
              <Figure value={data === undefined ? undefined : formatNumber(data[key], props.locale)} />
            </span>
            <span className={s.tileLabel}>{labels.totals[key]}</span>
          </li>
        ))}
      </ul>
      <StatusLine remote={remote} locale={props.locale} ready={labels.ready(data?.updatedOn)} />
    </div>
  );
}
