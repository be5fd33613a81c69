// A shipment's route (issue 15): its countries and ports in words, each port named from the port
// tables (by any of its codes, issue 31) with its country and position, then the same route on a map (route-map.tsx, loaded
// with its geometry only here). Where the index does not place a port, the screen says so instead
// of drawing.
import { useLingui } from "@lingui/react/macro";
import type { RoutePort, TradeRecord, TradeRoute } from "@portolan/contracts";
import type { Locale } from "@portolan/core";
import { formatNumber } from "@portolan/kit/format/numbers.ts";
import { placeName } from "../../widgets/dataset-label.ts";
import { FactList } from "../../widgets/fact-list.tsx";
import * as w from "../../widgets/widgets.css.ts";
import { portLabel } from "./port-label.ts";
import { RouteMap } from "./route-map.tsx";

export function BillRoute(props: {
  readonly record: TradeRecord;
  readonly route: TradeRoute | undefined;
  readonly locale: Locale;
}) {
  const { i18n, t } = useLingui();
  const { record, route, locale } = props;
  const degrees = (v: number) => formatNumber(Math.round(Math.abs(v) * 100) / 100, locale);
  const position = (p: RoutePort) => {
    const lat = degrees(p.latitude);
    const lon = degrees(p.longitude);
    const ns = p.latitude >= 0 ? t`${lat}° N` : t`${lat}° S`;
    const ew = p.longitude >= 0 ? t`${lon}° E` : t`${lon}° W`;
    return `${ns}, ${ew}`;
  };
  const portText = (code: string | undefined, port: RoutePort | undefined, name: string | undefined) => {
    if (code === undefined) return undefined;
    if (port === undefined) return portLabel(i18n, code, name);
    const country = port.country === undefined ? undefined : placeName(port.country, locale);
    const label = portLabel(i18n, code, port.name);
    const place = position(port);
    return country === undefined ? t`${label} (${place})` : t`${label}, ${country} (${place})`;
  };
  const from = portText(record.loadingPort, route?.loading, record.loadingPortName);
  const to = portText(record.unloadingPort, route?.unloading, record.unloadingPortName);
  const countries = [record.originCountry, record.destinationCountry].map((c) =>
    c === undefined ? undefined : placeName(c, locale),
  );
  const [origin, destination] = countries;
  const facts = [
    ...(origin !== undefined && destination !== undefined
      ? [[t`Countries`, `${origin} → ${destination}`] as const]
      : origin !== undefined
        ? [[t`Country of origin`, origin] as const]
        : destination !== undefined
          ? [[t`Country of destination`, destination] as const]
          : []),
    ...(from === undefined ? [] : [[t`Port of loading`, from] as const]),
    ...(to === undefined ? [] : [[t`Port of unloading`, to] as const]),
  ];
  if (facts.length === 0) return null;
  const unplaced = [
    record.loadingPort !== undefined && route?.loading === undefined ? record.loadingPort : undefined,
    record.unloadingPort !== undefined && route?.unloading === undefined ? record.unloadingPort : undefined,
  ].filter((c) => c !== undefined);
  const codes = unplaced.join(", ");
  return (
    <section className={w.card} aria-labelledby="bill-route">
      <h2 id="bill-route" className={w.cardTitle}>{t`Route`}</h2>
      <FactList facts={facts} testId="route-text" />
      {route?.loading !== undefined && route.unloading !== undefined ? (
        <RouteMap from={route.loading} to={route.unloading} />
      ) : (
        <p className={w.muted}>
          {unplaced.length > 0
            ? t`No map: the port tables do not place ${codes}.`
            : t`No map: the record does not name both its ports.`}
        </p>
      )}
    </section>
  );
}
