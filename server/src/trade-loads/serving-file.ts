// The serving file (D354): a provider writes it in its data folder once it listens — its address and
// a random token for its operator calls, readable by its own user only (0600) — and removes it when
// it stops. The import command reads it to hand a load to the provider that holds the embedded
// engine; a file left by a killed provider is told apart by asking the address (through-provider.ts).

import { chmodSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export interface ServingFile {
  /** Where the provider's operator calls answer, from this machine. */
  readonly url: string;
  readonly token: string;
  readonly pid: number;
  readonly startedAt: number;
}

export const servingFileOf = (dataDir: string): string => join(dataDir, "serving.json");

/** Written whole or not at all (a reader never sees half a file), mode 0600 before it is in place. */
export const writeServingFile = (dataDir: string, serving: ServingFile): void => {
  const file = servingFileOf(dataDir);
  const partial = `${file}.${serving.pid}.partial`;
  writeFileSync(partial, `${JSON.stringify(serving)}\n`, { mode: 0o600 });
  // The mode given to writeFileSync applies only to a new file and passes through the umask.
  chmodSync(partial, 0o600);
  renameSync(partial, file);
};

const isServingFile = (value: unknown): value is ServingFile => {
  if (typeof value !== "object" || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.url === "string" &&
    /^https?:\/\//.test(v.url) &&
    typeof v.token === "string" &&
    v.token.length > 0 &&
    typeof v.pid === "number" &&
    typeof v.startedAt === "number"
  );
};

/** The file's contents; undefined when there is none; "unreadable" when it is not one of ours. */
export const readServingFile = (dataDir: string): ServingFile | "unreadable" | undefined => {
  let text: string;
  try {
    text = readFileSync(servingFileOf(dataDir), "utf8");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    return "unreadable";
  }
  try {
    const parsed: unknown = JSON.parse(text);
    return isServingFile(parsed) ? parsed : "unreadable";
  } catch {
    return "unreadable";
  }
};

/**
 * Removes the file if it still holds `token`: a provider stopping (or an importer clearing a stale
 * file) never removes the file of another provider that started since on the same folder.
 */
export const removeServingFile = (dataDir: string, token: string): boolean => {
  const current = readServingFile(dataDir);
  if (current === undefined || current === "unreadable" || current.token !== token) return false;
  rmSync(servingFileOf(dataDir), { force: true });
  return true;
};

/** The address a client on this machine reaches a provider listening on `host`:`port` at. */
export const localUrlOf = (host: string, port: number): string => {
  // A provider listening on every address is reached on loopback; an IPv6 literal goes in brackets.
  const reachable = host === "0.0.0.0" || host === "" ? "127.0.0.1" : host === "::" ? "::1" : host;
  return `http://${reachable.includes(":") && !reachable.startsWith("[") ? `[${reachable}]` : reachable}:${port}`;
};
