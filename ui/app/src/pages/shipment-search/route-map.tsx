// A shipment's route on a map (issue 15): the drawing of route-geometry.ts, imported when the map is
// shown, as SVG — land, the great circle, both ports marked and named. The SVG is aria-hidden: the
// route's text says the same. Colours are classes (the CSP allows no inline styles).
import type { RoutePort } from "@portolan/contracts";
import { useEffect, useState } from "react";
import type { RouteDrawing } from "./route-geometry.ts";
import * as s from "./shipment-search.css.ts";

const WIDTH = 720;
const HEIGHT = 400;

/** A label's anchor near the frame's sides, so that a name stays inside the map. */
const anchorAt = (x: number) => (x < 100 ? "start" : x > WIDTH - 100 ? "end" : "middle");

export function RouteMap(props: { readonly from: RoutePort; readonly to: RoutePort }) {
  const [drawing, setDrawing] = useState<RouteDrawing | undefined>(undefined);
  const { from, to } = props;
  useEffect(() => {
    let live = true;
    void import("./route-geometry.ts").then((m) => {
      if (live) setDrawing(m.drawRoute(from, to));
    });
    return () => {
      live = false;
    };
  }, [from, to]);
  if (drawing === undefined) return null;
  return (
    <svg
      className={s.routeMap}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      aria-hidden="true"
      focusable="false"
      data-testid="route-map"
    >
      <rect className={s.mapSea} x={0} y={0} width={WIDTH} height={HEIGHT} />
      <path className={s.mapLand} d={drawing.land} />
      <path className={s.mapRoute} d={drawing.route} />
      {drawing.ports.map((p, i) => (
        <g key={`${p.name}-${i === 0 ? "from" : "to"}`}>
          <circle className={s.mapPort} cx={p.x} cy={p.y} r={6} />
          {/* The port of loading named above its mark, the port of unloading below. */}
          <text className={s.mapLabel} x={p.x} y={p.y + (i === 0 ? -12 : 22)} textAnchor={anchorAt(p.x)}>
            {p.name}
          </text>
        </g>
      ))}
    </svg>
  );
}
