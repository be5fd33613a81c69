// The provider's operator calls (D354, D355): the import command on this machine hands a load to the
// provider that holds the embedded engine (chdb locks its folder to one process; SQLite's caches and
// store are the provider's), instead of opening the engine itself. Internal: not in the OpenAPI
// document, outside the public app (no session, cookie or CSRF check applies), and every call needs
// the token of the serving file, which only the provider's own user can read.
//   GET  /internal/operator/serving  → { pid, dataDir, engine }: "this is the provider of that file"
//   POST /internal/operator/import   { paths, reload } → the load's summary as it goes, one JSON per
//        line (NDJSON): { progress } now and then, { line } for each line the command prints, then
//        { status } (the command's exit status), or { error } then { status: 1 }.
// Loads run one at a time, on the provider's open engine; a caller that goes away does not stop one.

import { createHash, timingSafeEqual } from "node:crypto";
import { isAbsolute } from "node:path";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ServerConfig } from "../config.ts";
import type { Logger } from "../ports/logger.ts";
import { type LoadEngine, type LoadRequest, runLoad } from "./load-run.ts";

export const OPERATOR_PREFIX = "/internal/operator/";
export const SERVING_PATH = `${OPERATOR_PREFIX}serving`;
export const IMPORT_PATH = `${OPERATOR_PREFIX}import`;

/** A line now and then while a load is quiet (its firms, its alert check), so no idle timer cuts it. */
const HEARTBEAT_MS = 20_000;
/** A load names folders and files: far below this. */
const MAX_REQUEST_BYTES = 1024 * 1024;

export type LoadEvent =
  | { readonly progress: string }
  | { readonly line: string }
  | { readonly error: string }
  | { readonly status: number };

export interface OperatorCallsOptions {
  readonly config: ServerConfig;
  readonly token: string;
  /** The provider's engine, once open. */
  readonly engine: () => Promise<LoadEngine>;
  readonly log: Logger;
  readonly now: () => number;
}

export interface OperatorCalls {
  readonly fetch: (request: Request) => Response | Promise<Response>;
  /** Takes the operator paths, and hands every other request to `next` (the public app). */
  readonly route: <A extends unknown[]>(
    next: (request: Request, ...rest: A) => Response | Promise<Response>,
  ) => (request: Request, ...rest: A) => Response | Promise<Response>;
  /** Resolves once no load is running or waiting. */
  readonly idle: () => Promise<void>;
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Compared in constant time, through digests of equal length. */
const sameToken = (given: string, token: string) => timingSafeEqual(digest(given), digest(token));

const refusal = (status: 400 | 401 | 403 | 404, error: string) => Response.json({ error }, { status });

/** The body read as a load: absolute paths (the caller resolved them) and the reload flag. */
export const loadRequestOf = (body: unknown): LoadRequest | string => {
  if (typeof body !== "object" || body === null) return "the body is a JSON object { paths, reload }";
  const { paths, reload } = body as Record<string, unknown>;
  if (!Array.isArray(paths) || paths.length === 0 || !paths.every((p) => typeof p === "string"))
    return "paths is a list of one or more folders or files";
  const relative = paths.find((p) => !isAbsolute(p));
  if (relative !== undefined) return `paths are absolute (the provider's folder is not yours): ${relative}`;
  if (reload !== undefined && typeof reload !== "boolean") return "reload is true or false";
  return { paths, reload: reload === true };
};

export const createOperatorCalls = (options: OperatorCallsOptions): OperatorCalls => {
  const { config, log } = options;
  let queue: Promise<void> = Promise.resolve();
  let running = 0;

  const streamLoad = (request: LoadRequest): Response => {
    const encoder = new TextEncoder();
    let open = true;
    let send: (event: LoadEvent) => void = () => {};
    const body = new ReadableStream<Uint8Array>({
      start: (controller) => {
        send = (event) => {
          if (!open) return;
          try {
            controller.enqueue(encoder.encode(`${JSON.stringify(event)}\n`));
          } catch {
            open = false;
          }
        };
        const finish = () => {
          if (!open) return;
          open = false;
          controller.close();
        };
        if (running > 0) send({ progress: "waiting for the load the provider is running to end" });
        running += 1;
        let lastProgress = "loading";
        const heartbeat = setInterval(() => send({ progress: lastProgress }), HEARTBEAT_MS);
        const turn = queue.then(async () => {
          log.info(
            `import through the provider: ${request.paths.join(", ")}${request.reload ? " (reload)" : ""}`,
          );
          try {
            const status = await runLoad(
              config,
              await options.engine(),
              request,
              {
                // The summary goes to the provider's log too: it stays there if the caller went away.
                print: (line) => {
                  log.info(`import: ${line}`);
                  send({ line });
                },
                progress: (text) => {
                  lastProgress = text;
                  send({ progress: text });
                },
              },
              options.now,
            );
            send({ status });
          } catch (error) {
            log.error("import through the provider failed", error);
            send({ error: error instanceof Error ? error.message : String(error) });
            send({ status: 1 });
          } finally {
            clearInterval(heartbeat);
            running -= 1;
            finish();
          }
        });
        queue = turn;
      },
      // The caller went away: the load goes on (it is the provider's now); nothing more is sent.
      cancel: () => {
        open = false;
      },
    });
    return new Response(body, {
      headers: { "content-type": "application/x-ndjson; charset=utf-8", "cache-control": "no-store" },
    });
  };

  const hono = new Hono();
  hono.use(async (c, next) => {
    const header = c.req.header("authorization") ?? "";
    const given = /^Bearer (\S+)$/.exec(header)?.[1];
    if (given === undefined)
      return refusal(
        401,
        "an operator call takes the token of the provider's serving file (Authorization: Bearer)",
      );
    if (!sameToken(given, options.token))
      return refusal(403, "wrong operator token: not the token of this provider's serving file");
    return next();
  });
  // Read only once the token is right.
  hono.use(
    bodyLimit({ maxSize: MAX_REQUEST_BYTES, onError: () => refusal(400, "the request is too large") }),
  );
  hono.get(SERVING_PATH, (c) =>
    c.json({ pid: process.pid, dataDir: config.dataDir, engine: config.tradeEngine.kind }),
  );
  hono.post(IMPORT_PATH, async (c) => {
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return refusal(400, "the body is not JSON");
    }
    const request = loadRequestOf(body);
    if (typeof request === "string") return refusal(400, request);
    return streamLoad(request);
  });
  hono.notFound(() => refusal(404, "no such operator call"));

  return {
    fetch: (request) => hono.fetch(request),
    route:
      (next) =>
      (request, ...rest) =>
        new URL(request.url).pathname.startsWith(OPERATOR_PREFIX)
          ? hono.fetch(request)
          : next(request, ...rest),
    idle: async () => {
      await queue;
    },
  };
};
