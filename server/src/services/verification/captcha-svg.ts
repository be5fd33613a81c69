// Draws a captcha as a small SVG: each character is a path (never <text>), turned, shifted and
// scaled a little at random, over noise curves and dots. No scripts, styles or outside references,
// so it is safe as a data: URL under the site's Content-Security-Policy.

import type { Random } from "../../ports/runtime.ts";
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyphOf } from "./captcha-glyphs.ts";

export const CAPTCHA_WIDTH = 150;
export const CAPTCHA_HEIGHT = 50;
const GLYPH_SCALE = 3.1;
const MARGIN = 10;

/** One decimal, no "-0": keeps the markup small and free of long digit runs. */
const n = (v: number): string => {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
};

/** A whole number in [min, max]. */
const between = (random: Random, min: number, max: number): number => min + random.int(max - min + 1);

const colour = (random: Random, min: number, max: number): string =>
  `rgb(${between(random, min, max)},${between(random, min, max)},${between(random, min, max)})`;

const glyphPath = (char: string, cx: number, cy: number, random: Random): string => {
  const angle = (between(random, -25, 25) * Math.PI) / 180;
  const scale = (GLYPH_SCALE * between(random, 85, 115)) / 100;
  const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
  const d = glyphOf(char)
    .map((stroke) =>
      stroke
        .map(([x, y], i) => {
          const lx = (x - GLYPH_WIDTH / 2) * scale;
          const ly = (y - GLYPH_HEIGHT / 2) * scale;
          const px = cx + lx * cos - ly * sin;
          const py = cy + lx * sin + ly * cos;
          return `${i === 0 ? "M" : i === 1 ? "L" : " "}${n(px)} ${n(py)}`;
        })
        .join(""),
    )
    .join("");
  return `<path d="${d}" stroke="${colour(random, 20, 110)}" stroke-width="${between(random, 24, 32) / 10}"/>`;
};

const noiseCurve = (random: Random): string => {
  const y = () => between(random, 5, CAPTCHA_HEIGHT - 5);
  const d = `M0 ${y()}Q${between(random, 30, 120)} ${between(random, -20, 70)} ${CAPTCHA_WIDTH} ${y()}`;
  return `<path d="${d}" stroke="${colour(random, 60, 170)}" stroke-width="${between(random, 10, 18) / 10}"/>`;
};

const noiseDot = (random: Random): string =>
  `<circle cx="${random.int(CAPTCHA_WIDTH)}" cy="${random.int(CAPTCHA_HEIGHT)}" r="${between(random, 6, 16) / 10}" fill="${colour(random, 80, 200)}"/>`;

/** The SVG markup of a captcha showing `text`. */
export const drawCaptcha = (text: string, random: Random): string => {
  const chars = [...text];
  const slot = (CAPTCHA_WIDTH - 2 * MARGIN) / Math.max(chars.length, 1);
  const glyphs = chars.map((char, i) =>
    glyphPath(
      char,
      MARGIN + slot * (i + 0.5) + between(random, -3, 3),
      CAPTCHA_HEIGHT / 2 + between(random, -4, 4),
      random,
    ),
  );
  const curves = Array.from({ length: 4 }, () => noiseCurve(random));
  const dots = Array.from({ length: 30 }, () => noiseDot(random));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" viewBox="0 0 ${CAPTCHA_WIDTH} ${CAPTCHA_HEIGHT}">`,
    `<rect width="${CAPTCHA_WIDTH}" height="${CAPTCHA_HEIGHT}" fill="rgb(244,246,250)"/>`,
    ...dots,
    `<g fill="none" stroke-linecap="round" stroke-linejoin="round">`,
    ...curves.slice(0, 2),
    ...glyphs,
    ...curves.slice(2),
    "</g></svg>",
  ].join("");
};

/** The image as the captcha call answers it: a data URL an <img> shows as it is. */
export const captchaDataUrl = (svg: string): string =>
  `data:image/svg+xml;base64,${Buffer.from(svg, "utf8").toString("base64")}`;
