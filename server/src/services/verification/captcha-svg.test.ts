// The drawn captcha: characters are paths, never text; small; nothing a CSP would refuse.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH, systemRandom } from "../../runtime/system-runtime.ts";
import { GLYPHS, glyphOf } from "./captcha-glyphs.ts";
import { captchaDataUrl, drawCaptcha } from "./captcha-svg.ts";

const captchaText = fc
  .array(fc.constantFrom(...CAPTCHA_ALPHABET), { minLength: CAPTCHA_LENGTH, maxLength: CAPTCHA_LENGTH })
  .map((chars) => chars.join(""));

describe("the captcha image", () => {
  it("never contains its answer, in any case (property)", () => {
    fc.assert(
      fc.property(captchaText, (text) => {
        const svg = drawCaptcha(text, systemRandom);
        expect(svg).not.toContain(text);
        expect(svg.toLowerCase()).not.toContain(text.toLowerCase());
      }),
      { numRuns: 500 },
    );
  });

  it("draws each character as a path: one path per glyph and four noise curves, no text", () => {
    const svg = drawCaptcha("AB3XY", systemRandom);
    expect(svg.match(/<path /g)).toHaveLength(5 + 4);
    expect(svg.match(/<circle /g)).toHaveLength(30);
    expect(svg).not.toMatch(/<text|<tspan|<script|<style|<foreignObject|<image|href=|url\(|on\w+=/i);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="150" height="50"')).toBe(true);
  });

  it("stays under 8 KB, also as a data URL (property)", () => {
    fc.assert(
      fc.property(captchaText, (text) => {
        const url = captchaDataUrl(drawCaptcha(text, systemRandom));
        expect(url.startsWith("data:image/svg+xml;base64,")).toBe(true);
        expect(url.length).toBeLessThan(8 * 1024);
      }),
      { numRuns: 100 },
    );
  });

  it("jitters: the same text is drawn differently each time", () => {
    expect(drawCaptcha("ABCDE", systemRandom)).not.toBe(drawCaptcha("ABCDE", systemRandom));
  });

  it("has a glyph for every character of the captcha alphabet (lower case too)", () => {
    for (const char of CAPTCHA_ALPHABET) {
      expect(GLYPHS[char]).toBeDefined();
      expect(glyphOf(char.toLowerCase())).toBe(GLYPHS[char]);
    }
  });

  it("decodes to the markup it was made from", () => {
    const svg = drawCaptcha("K7PX2", systemRandom);
    const url = captchaDataUrl(svg);
    expect(Buffer.from(url.slice(url.indexOf(",") + 1), "base64").toString("utf8")).toBe(svg);
  });
});
