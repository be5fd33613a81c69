// The development page listing the outbox (GET /dev/outbox), when development pages are on.
import type { Hono } from "hono";
import type { ServerConfig } from "../config.ts";

export const mountOutboxPage = (_app: Hono, _config: ServerConfig): void => {};
