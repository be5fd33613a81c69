// The world map's drawing (issue 16 "a world map coloured by value"): every country of Natural Earth
// (world-atlas, 1:110m) as an SVG path in a WIDTH × HEIGHT frame of the Equal Earth projection,
// named by its ISO alpha-2 code. d3-geo and the atlas are only in this module, which the map imports
// when it draws (not with the page), as the bill's route map does (D212).
import { geoEqualEarth, geoPath } from "d3-geo";
import { feature } from "topojson-client";
import type { GeometryCollection, Topology } from "topojson-specification";
import atlas from "world-atlas/countries-110m.json";

export const WIDTH = 960;
export const HEIGHT = 470;

/**
 * The atlas names a country by its ISO 3166-1 numeric code; the statistics by alpha-2. The atlas's
 * 174 numbered countries (N. Cyprus, Somaliland and Kosovo carry no number and stay unnamed).
 */
const NUMERIC_TO_ALPHA2 = new Map(
  (
    "004AF 008AL 010AQ 012DZ 024AO 031AZ 032AR 036AU 040AT 044BS 050BD 051AM 056BE 064BT 068BO 070BA " +
    "072BW 076BR 084BZ 090SB 096BN 100BG 104MM 108BI 112BY 116KH 120CM 124CA 140CF 144LK 148TD 152CL " +
    "156CN 158TW 170CO 178CG 180CD 188CR 191HR 192CU 196CY 203CZ 204BJ 208DK 214DO 218EC 222SV 226GQ " +
    "231ET 232ER 233EE 238FK 242FJ 246FI 250FR 260TF 262DJ 266GA 268GE 270GM 275PS 276DE 288GH 300GR " +
    "304GL 320GT 324GN 328GY 332HT 340HN 348HU 352IS 356IN 360ID 364IR 368IQ 372IE 376IL 380IT 384CI " +
    "388JM 392JP 398KZ 400JO 404KE 408KP 410KR 414KW 417KG 418LA 422LB 426LS 428LV 430LR 434LY 440LT " +
    "442LU 450MG 454MW 458MY 466ML 478MR 484MX 496MN 498MD 499ME 504MA 508MZ 512OM 516NA 524NP 528NL " +
    "540NC 548VU 554NZ 558NI 562NE 566NG 578NO 586PK 591PA 598PG 600PY 604PE 608PH 616PL 620PT 624GW " +
    "626TL 630PR 634QA 642RO 643RU 646RW 682SA 686SN 688RS 694SL 703SK 704VN 705SI 706SO 710ZA 716ZW " +
    "724ES 728SS 729SD 732EH 740SR 748SZ 752SE 756CH 760SY 762TJ 764TH 768TG 780TT 784AE 788TN 792TR " +
    "795TM 800UG 804UA 807MK 818EG 826GB 834TZ 840US 854BF 858UY 860UZ 862VE 887YE 894ZM"
  )
    .split(" ")
    .map((pair) => [pair.slice(0, 3), pair.slice(3)] as const),
);

export interface CountryShape {
  /** ISO alpha-2, or "" for a territory the atlas does not number. */
  readonly code: string;
  readonly d: string;
}

export interface WorldDrawing {
  readonly sphere: string;
  readonly countries: readonly CountryShape[];
}

const topology = atlas as unknown as Topology<{ countries: GeometryCollection }>;

let drawn: WorldDrawing | undefined;

/** The world's countries as paths (computed once: the map is redrawn with new colours only). */
export const drawWorld = (): WorldDrawing => {
  if (drawn !== undefined) return drawn;
  const projection = geoEqualEarth().fitSize([WIDTH, HEIGHT], { type: "Sphere" });
  const path = geoPath(projection);
  const countries = feature(topology, topology.objects.countries).features.flatMap((f) => {
    const d = path(f);
    // Antarctica holds no trade and takes a fifth of the frame.
    if (d === null || f.id === "010") return [];
    return [{ code: NUMERIC_TO_ALPHA2.get(String(f.id)) ?? "", d }];
  });
  drawn = { sphere: path({ type: "Sphere" }) ?? "", countries };
  return drawn;
};

/** The alpha-2 code of an atlas number (for the test that holds the table to core's catalogue). */
export const alpha2OfNumeric = (numeric: string): string | undefined => NUMERIC_TO_ALPHA2.get(numeric);
