// The last step of `pnpm --dir ui run build` (issue 32, D351): beside every text file of the built UI
// it writes `x.br` (brotli 11) and `x.gz` (gzip 9), which the provider holds and sends as the client
// accepts, compressing nothing per request. A form no smaller than the file is not written. Run
// directly it compresses PORTOLAN_UI_OUT (ui/dist by default).

import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { COMPRESSIBLE_EXTENSIONS } from "../../core/src/constants/build-files.ts";
import { clientOutDir } from "./out-dirs.ts";

/** The text files the provider sends compressed: core's one list (a constants file without imports). */
const COMPRESSIBLE = new Set(COMPRESSIBLE_EXTENSIONS);

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const forms = {
  ".br": (bytes: Buffer) =>
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.byteLength,
      },
    }),
  ".gz": (bytes: Buffer) => gzipped(bytes, { level: constants.Z_BEST_COMPRESSION }),
} as const;

/** The compressible files under a folder (the forms themselves excluded). */
export const compressibleFiles = (root: string): string[] =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && COMPRESSIBLE.has(extname(e.name)))
    .map((e) => join(e.parentPath, e.name));

/** Writes each file's forms (a stale one removed when it no longer pays); returns the bytes written. */
export const precompress = async (root: string, parallel = 4): Promise<number> => {
  const queue = compressibleFiles(root);
  let written = 0;
  const worker = async () => {
    for (let path = queue.pop(); path !== undefined; path = queue.pop()) {
      const bytes = readFileSync(path);
      for (const [suffix, compress] of Object.entries(forms)) {
        const form = await compress(bytes);
        if (form.byteLength < bytes.byteLength) {
          writeFileSync(path + suffix, form);
          written += form.byteLength;
        } else rmSync(path + suffix, { force: true });
      }
    }
  };
  // zlib's asynchronous calls run on libuv's threads: a few at a time use the machine's cores.
  await Promise.all(Array.from({ length: parallel }, worker));
  return written;
};

if (import.meta.main) {
  const root = clientOutDir();
  const started = performance.now();
  const written = await precompress(root);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`precompressed ${root}: ${(written / 1_048_576).toFixed(1)} MB of .br and .gz in ${seconds} s`);
}
