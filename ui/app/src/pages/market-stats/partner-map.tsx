// The partners on a world map (issue 16): each country coloured by its class of value (map-classes.ts),
// the drawing computed by world-geometry.ts, imported with the map only (d3-geo and the atlas are not
// in the page's chunk, as the bill's route map: D212). The SVG is aria-hidden; its values are the
// table under "Show the figures" (the biggest 100 partners, as the map shows them).
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@portolan/core";
import { formatMoneyShort, formatMoneyWhole } from "@portolan/kit/format/numbers.ts";
import { guardedImport } from "@portolan/kit/runtime/chunk-failure.ts";
import { useEffect, useState } from "react";
import { useConsoleQuery } from "../../auth/console-client.ts";
import { placeName } from "../../widgets/dataset-label.ts";
import { ShareBar } from "../../widgets/share-bar.tsx";
import * as w from "../../widgets/widgets.css.ts";
import * as r from "../partners-report/partners-report.css.ts";
import * as s from "../shipment-search/shipment-search.css.ts";
import { mapClasses } from "./map-classes.ts";
import * as m from "./market-stats.css.ts";
import { type StatsState, statsFilterParams } from "./stats-url.ts";
import { useSteady } from "./use-steady.ts";
import type { WorldDrawing } from "./world-geometry.ts";

/** The partners the map colours: the first page at the largest size, by value. */
const MAP_PARTNERS = "100";

export function PartnerMap(props: { readonly state: StatsState; readonly locale: Locale }) {
  const { t } = useLingui();
  const { locale } = props;
  const [world, setWorld] = useState<WorldDrawing | undefined>(undefined);
  const asked = useConsoleQuery(
    "statsPartners",
    { query: { ...statsFilterParams(props.state), sort: "value", order: "desc", pageSize: MAP_PARTNERS } },
    { handles: true },
  );
  const { remote, stale } = useSteady(asked.remote);
  useEffect(() => {
    let live = true;
    void guardedImport(() => import("./world-geometry.ts")).then((geometry) => {
      if (live && geometry !== undefined) setWorld(geometry.drawWorld());
    });
    return () => {
      live = false;
    };
  }, []);
  if (remote.state !== "ready") return null;
  const { records, currency } = remote.data;
  const { classes, classOf } = mapClasses(records);
  const valueByCode = new Map(records.map((row) => [row.partner, row.value]));
  const title = t`Partners on the map`;
  return (
    <div className={`${w.card} ${stale ? m.stale : ""}`} aria-busy={stale}>
      <h2 className={w.cardTitle} id="stats-map">
        {title}
      </h2>
      <ul className={m.legend} aria-label={t`Legend`}>
        {classes.map((c) => (
          <li key={c.colour}>
            <span className={m.swatch} style={{ background: c.colour }} />
            {t`${formatMoneyShort(c.min, currency, locale)} to ${formatMoneyShort(c.max, currency, locale)}`}
          </li>
        ))}
        <li>
          <span className={`${m.swatch}`} style={{ background: "#dfe3da" }} />
          {t`No trade`}
        </li>
      </ul>
      {world === undefined ? null : (
        <svg
          className={m.worldMap}
          viewBox="0 0 960 470"
          aria-hidden="true"
          focusable="false"
          data-testid="stats-map"
        >
          <path className={m.mapSea} d={world.sphere} />
          {world.countries.map((country, i) => {
            const k = classOf.get(country.code);
            const value = valueByCode.get(country.code);
            return (
              <path
                // biome-ignore lint/suspicious/noArrayIndexKey: the unnumbered territories share a code
                key={`${country.code}-${i}`}
                className={k === undefined ? m.mapNone : m.mapCountry}
                fill={k === undefined ? undefined : classes[k]?.colour}
                d={country.d}
                data-code={country.code}
              >
                {value === undefined || country.code === "" ? null : (
                  <title>{`${placeName(country.code, locale)}: ${formatMoneyShort(value, currency, locale)}`}</title>
                )}
              </path>
            );
          })}
        </svg>
      )}
      <details>
        <summary>{t`Show the figures`}</summary>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard */}
        <section className={w.tableScroller} tabIndex={0} aria-label={title}>
          <table className={w.table}>
            <caption className={s.hiddenCaption}>{title}</caption>
            <thead>
              <tr>
                <th className={w.cell} scope="col">{t`Partner`}</th>
                <th className={`${w.cell} ${r.figure}`} scope="col">{t`Value (${currency})`}</th>
                <th className={w.cell} scope="col">{t`Share`}</th>
              </tr>
            </thead>
            <tbody>
              {records.map((row) => (
                <tr key={row.partner}>
                  <td className={w.cell}>{placeName(row.partner, locale)}</td>
                  <td className={`${w.cell} ${r.figure}`}>{formatMoneyWhole(row.value, currency, locale)}</td>
                  <td className={w.cell}>
                    <ShareBar share={row.share} locale={locale} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </details>
    </div>
  );
}
