// The load benchmark's ceiling: a bare Hono hello-world on @hono/node-server, in its own Node process
// as the provider is, so the ratio of a product call to it is what the product adds (issue 32).
// Prints "READY <url>" when listening on a free loopback port.

import { serve } from "@hono/node-server";
import { Hono } from "hono";

const app = new Hono();
app.get("/", (c) => c.text("Hello Hono!"));

const server = serve({ fetch: app.fetch, hostname: "127.0.0.1", port: 0 }, (info) => {
  process.stdout.write(`READY http://127.0.0.1:${info.port}\n`);
});
process.on("SIGTERM", () => server.close(() => process.exit(0)));
