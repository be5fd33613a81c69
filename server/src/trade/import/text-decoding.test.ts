// Decoding a release file's bytes: UTF-8 as it is, Latin-1 where a line is not UTF-8, counted, and
// the result the same however the bytes arrive in chunks.
import { Readable } from "node:stream";
import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { type Decoding, decodeLines, decodingStream } from "./text-decoding.ts";

/** The bytes sent through the decoder in the given pieces; the text and the count back. */
const decode = async (bytes: Uint8Array, cuts: readonly number[] = []) => {
  const decoding: Decoding = { latin1Lines: 0 };
  const points = [...new Set(cuts.map((c) => c % (bytes.length + 1)))].sort((a, b) => a - b);
  const pieces: Buffer[] = [];
  let from = 0;
  for (const p of [...points, bytes.length]) {
    if (p > from) pieces.push(Buffer.from(bytes.subarray(from, p)));
    from = Math.max(from, p);
  }
  let text = "";
  for await (const chunk of Readable.from(pieces).pipe(decodingStream(decoding))) text += chunk;
  return { text, latin1Lines: decoding.latin1Lines };
};

describe("decodingStream", () => {
  it("reads a Latin-1 name as the name, and counts its line", async () => {
    const bytes = Buffer.concat([
      Buffer.from("id,name\n1,Москва 上海\n2,"),
      Buffer.from("MÜLLER GMBH\n", "latin1"),
      Buffer.from("3,ACME"),
    ]);
    expect(await decode(bytes, [9, 20, 25])).toEqual({
      text: "id,name\n1,Москва 上海\n2,MÜLLER GMBH\n3,ACME",
      latin1Lines: 1,
    });
  });

  it("reads Windows-1252's own characters (a euro sign, curly quotes)", () => {
    const decoding = { latin1Lines: 0 };
    expect(decodeLines(Uint8Array.from([0x80, 0x20, 0x93, 0x41, 0x94, 0x0a]), decoding)).toBe("€ “A”\n");
    expect(decoding.latin1Lines).toBe(1);
  });

  it("gives nothing for an empty file", async () => {
    expect(await decode(new Uint8Array())).toEqual({ text: "", latin1Lines: 0 });
  });

  // Law: UTF-8 text comes back as it was, however it is cut into chunks, with no line counted.
  test.prop([fc.string({ unit: "binary", maxLength: 200 }), fc.array(fc.nat(), { maxLength: 6 })])(
    "round-trips UTF-8",
    async (text, cuts) => {
      expect(await decode(new TextEncoder().encode(text), cuts)).toEqual({ text, latin1Lines: 0 });
    },
  );

  // Law: whatever the bytes, the text holds no U+FFFD the bytes did not spell as UTF-8 themselves.
  test.prop([fc.uint8Array({ maxLength: 200 }), fc.array(fc.nat(), { maxLength: 6 })])(
    "never puts in U+FFFD",
    async (bytes, cuts) => {
      fc.pre(!Buffer.from(bytes).includes(Buffer.from([0xef, 0xbf, 0xbd])));
      const { text } = await decode(bytes, cuts);
      expect(text.includes("\uFFFD")).toBe(false);
      // Every byte is read: as many line feeds out as went in.
      expect(text.split("\n").length).toBe(Buffer.from(bytes).toString("latin1").split("\n").length);
    },
  );
});
