// The drawing of a shipment's route, computed (issue 15 "the route on a map"): the land of Natural
// Earth (world-atlas, 1:110m) and the great circle from the port of loading to the port of unloading
// as SVG paths, and where each port falls, in a WIDTH × HEIGHT frame. d3-geo and the atlas are only
// in this module, which the route's view imports when it draws (not in the console's first load);
// it holds no React, so the lazy chunk shares nothing new with the first one.
import type { RoutePort } from "@portolan/contracts";
import { geoDistance, geoEqualEarth, geoInterpolate, geoPath } from "d3-geo";
import type { Feature, LineString } from "geojson";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import atlas from "world-atlas/land-110m.json";

export const WIDTH = 720;
export const HEIGHT = 400;
const PAD = 36;
/** The closest the map comes in, as a multiple of the whole world's scale (the atlas is coarse). */
const MAX_ZOOM = 5;

const topology = atlas as unknown as Topology<{ land: GeometryCollection }>;
const land = feature(topology, topology.objects.land);
const sphere = { type: "Sphere" } as const;

export interface RouteDrawing {
  readonly land: string;
  readonly route: string;
  readonly ports: readonly { readonly name: string; readonly x: number; readonly y: number }[];
}

const projectionFor = (line: Feature<LineString>, middle: [number, number]) => {
  const world = geoEqualEarth().fitSize([WIDTH, HEIGHT], sphere).scale();
  const projection = geoEqualEarth()
    .rotate([-middle[0], 0])
    .fitExtent(
      [
        [PAD * 3, PAD],
        [WIDTH - PAD * 3, HEIGHT - PAD],
      ],
      line,
    );
  // A route across half the world shows the whole world; a short one no closer than MAX_ZOOM.
  if (projection.scale() < world) return projection.fitSize([WIDTH, HEIGHT], sphere);
  if (projection.scale() > world * MAX_ZOOM) {
    projection.scale(world * MAX_ZOOM);
    const [x, y] = projection(middle) ?? [WIDTH / 2, HEIGHT / 2];
    const [tx, ty] = projection.translate();
    projection.translate([tx + WIDTH / 2 - x, ty + HEIGHT / 2 - y]);
  }
  return projection;
};

export const drawRoute = (from: RoutePort, to: RoutePort): RouteDrawing => {
  const a: [number, number] = [from.longitude, from.latitude];
  const b: [number, number] = [to.longitude, to.latitude];
  const line: Feature<LineString> = {
    type: "Feature",
    properties: {},
    geometry: { type: "LineString", coordinates: [a, b] },
  };
  const middle = geoDistance(a, b) === 0 ? a : (geoInterpolate(a, b)(0.5) as [number, number]);
  const projection = projectionFor(line, middle);
  const path = geoPath(projection);
  return {
    land: path(land) ?? "",
    // A LineString in d3-geo follows the great circle between its points.
    route: path(line) ?? "",
    ports: [
      { port: from, at: projection(a) },
      { port: to, at: projection(b) },
    ].flatMap(({ port, at }) => (at === null ? [] : [{ name: port.name, x: at[0], y: at[1] }])),
  };
};
