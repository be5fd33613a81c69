// The import command's side of the operator calls (D354): is a provider serving this data folder (its
// serving file there, its address answering, the file's token taken), and if so the load handed to
// it, its summary printed line by line as it comes. A serving file whose provider is gone (killed, so
// it could not remove it) is said to be stale and cleared, and the command loads by itself.

import { realpathSync } from "node:fs";
import { request as httpRequest } from "node:http";
import type { LoadOutput, LoadRequest } from "./load-run.ts";
import { IMPORT_PATH, type LoadEvent, SERVING_PATH } from "./operator-calls.ts";
import { readServingFile, removeServingFile, type ServingFile, servingFileOf } from "./serving-file.ts";

/** How long the command waits for a provider to answer that it serves the folder. */
const PROBE_MS = 10_000;

export type ServingProvider =
  | { readonly kind: "none" }
  | { readonly kind: "serving"; readonly serving: ServingFile }
  /** A serving file is there but no provider of this folder answers at its address: why. */
  | { readonly kind: "stale"; readonly reason: string };

const ask = async (serving: ServingFile, probeMs: number): Promise<Response | string> => {
  try {
    return await fetch(new URL(SERVING_PATH, serving.url), {
      headers: { authorization: `Bearer ${serving.token}` },
      signal: AbortSignal.timeout(probeMs),
    });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return cause ?? (error instanceof Error ? error.name : "no answer");
  }
};

/** One folder under two spellings (a symbolic link, a trailing slash) is one folder. */
const sameFolder = (a: string, b: string): boolean => {
  try {
    return realpathSync(a) === realpathSync(b);
  } catch {
    return a === b;
  }
};

export const servingProvider = async (dataDir: string, probeMs = PROBE_MS): Promise<ServingProvider> => {
  const file = servingFileOf(dataDir);
  const serving = readServingFile(dataDir);
  if (serving === undefined) return { kind: "none" };
  if (serving === "unreadable")
    return {
      kind: "stale",
      reason: `${file} cannot be read as a provider's serving file (run the import as the provider's user)`,
    };
  const answer = await ask(serving, probeMs);
  const stale = (reason: string): ServingProvider => {
    // Cleared only while it is still the file just read (a provider starting now writes a new one).
    removeServingFile(dataDir, serving.token);
    return { kind: "stale", reason: `${file} was left by a provider that is gone: ${reason}` };
  };
  // A provider too busy to answer in time may still hold the store: its file is left in place.
  if (answer === "TimeoutError")
    return {
      kind: "stale",
      reason: `the provider named by ${file} (${serving.url}, pid ${serving.pid}) did not answer within ${probeMs / 1000} s`,
    };
  if (typeof answer === "string")
    return stale(`nothing answers at ${serving.url} (pid ${serving.pid}; ${answer})`);
  if (answer.status === 401 || answer.status === 403)
    return stale(`${serving.url} answers but refuses the file's token, so it is another process`);
  const body = answer.ok
    ? ((await answer.json().catch(() => undefined)) as { dataDir?: unknown } | undefined)
    : undefined;
  if (typeof body?.dataDir !== "string" || !sameFolder(body.dataDir, dataDir))
    return stale(`${serving.url} answers (${answer.status}) but not as the provider of this data folder`);
  return { kind: "serving", serving };
};

/** Reads the answer's lines as they come; resolves with the load's exit status. */
export const loadThroughProvider = (
  serving: ServingFile,
  load: LoadRequest,
  out: LoadOutput,
): Promise<number> =>
  new Promise((settle) => {
    let status: number | undefined;
    let settled = false;
    const resolve = (code: number) => {
      if (!settled) settle(code);
      settled = true;
    };
    const lost = (why: string) => {
      if (settled) return;
      out.print(
        `the provider stopped answering during the load (${why}); run the import again: a load cut off loads again with each row once`,
      );
      resolve(1);
    };
    const onEvent = (event: LoadEvent) => {
      if ("line" in event) out.print(event.line);
      else if ("progress" in event) out.progress?.(event.progress);
      else if ("error" in event) out.print(`the load failed in the provider: ${event.error}`);
      else status = event.status;
    };
    // node:http, not fetch: a long load's answer may be quiet for a while, and fetch's body timeout
    // would cut it (the provider also sends a line every 20 s).
    const call = httpRequest(
      new URL(IMPORT_PATH, serving.url),
      {
        method: "POST",
        headers: { authorization: `Bearer ${serving.token}`, "content-type": "application/json" },
      },
      (response) => {
        response.setEncoding("utf8");
        let buffer = "";
        response.on("data", (chunk: string) => {
          buffer += chunk;
          for (let end = buffer.indexOf("\n"); end >= 0; end = buffer.indexOf("\n")) {
            const text = buffer.slice(0, end);
            buffer = buffer.slice(end + 1);
            if (response.statusCode !== 200) continue;
            try {
              onEvent(JSON.parse(text) as LoadEvent);
            } catch {
              out.print(`the provider answered a line that is not JSON: ${text}`);
            }
          }
        });
        response.on("end", () => {
          if (response.statusCode !== 200) {
            const error = (() => {
              try {
                return (JSON.parse(buffer) as { error?: string }).error ?? buffer;
              } catch {
                return buffer;
              }
            })();
            out.print(`the provider refused the load (HTTP ${response.statusCode}): ${error}`);
            resolve(1);
          } else if (status === undefined) lost("its answer ended before the load's status");
          else resolve(status);
        });
        response.on("error", (error) => lost(error.message));
      },
    );
    call.on("error", (error) => lost(error.message));
    call.end(JSON.stringify(load));
  });
