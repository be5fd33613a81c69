// A release file's bytes as text (issue 30): UTF-8 where the bytes are UTF-8, and Latin-1 (read as
// Windows-1252, its common superset) line by line where they are not — a name such as MÜLLER written
// by an older system — never U+FFFD put in silently. The lines read as Latin-1 are counted, so the
// importer reports the file. Only a chunk that fails as UTF-8 is decoded line by line; a UTF-8 file
// costs one decode per chunk, as before.
import { Transform } from "node:stream";

export interface Decoding {
  /** Lines that were not UTF-8 and were read as Latin-1. */
  latin1Lines: number;
}

const utf8 = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });
const latin1 = new TextDecoder("windows-1252");
const NEWLINE = 0x0a;

/** Whole lines (ending at a line feed, or the file's end) decoded, each by UTF-8 or else Latin-1. */
export const decodeLines = (bytes: Uint8Array, decoding: Decoding): string => {
  try {
    return utf8.decode(bytes);
  } catch {
    const parts: string[] = [];
    let start = 0;
    while (start < bytes.length) {
      const at = bytes.indexOf(NEWLINE, start);
      const end = at === -1 ? bytes.length : at + 1;
      const line = bytes.subarray(start, end);
      try {
        parts.push(utf8.decode(line));
      } catch {
        parts.push(latin1.decode(line));
        decoding.latin1Lines += 1;
      }
      start = end;
    }
    return parts.join("");
  }
};

/**
 * Bytes in, text out (strings, in object mode): each chunk's whole lines decoded, a line cut by the
 * chunk's end kept for the next one (a line feed is never part of a UTF-8 or Latin-1 character).
 */
export const decodingStream = (decoding: Decoding): Transform => {
  let pending: Buffer[] = [];
  return new Transform({
    readableObjectMode: true,
    transform(chunk: Buffer, _encoding, done) {
      const end = chunk.lastIndexOf(NEWLINE);
      if (end === -1) {
        // Held as pieces, so a very long line is joined once rather than again with every chunk.
        pending.push(chunk);
        return done();
      }
      const lines =
        pending.length === 0
          ? chunk.subarray(0, end + 1)
          : Buffer.concat([...pending, chunk.subarray(0, end + 1)]);
      pending = end + 1 < chunk.length ? [chunk.subarray(end + 1)] : [];
      done(null, decodeLines(lines, decoding));
    },
    flush(done) {
      const rest = Buffer.concat(pending);
      pending = [];
      done(null, rest.length === 0 ? undefined : decodeLines(rest, decoding));
    },
  });
};
