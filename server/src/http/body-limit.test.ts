import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { writeBodyLimit } from "./body-limit.ts";

const app = new Hono();
app.use(writeBodyLimit({ maxSize: 10, onError: (c) => c.text("too large", 413) }));
app.post("/", async (c) => c.text(`got ${(await c.req.text()).length}`));
app.get("/", (c) => c.text("read"));

describe("the body limit of writes", () => {
  it("refuses a write over the limit, by its length or as it streams, and takes one within it", async () => {
    expect((await app.request("/", { method: "POST", body: "x".repeat(11) })).status).toBe(413);
    const chunked = new ReadableStream({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("x".repeat(8)));
        controller.enqueue(new TextEncoder().encode("x".repeat(8)));
        controller.close();
      },
    });
    const streamed = await app.request("/", { method: "POST", body: chunked, duplex: "half" } as RequestInit);
    expect(streamed.status).toBe(413);
    const within = await app.request("/", { method: "POST", body: "x".repeat(10) });
    expect(await within.text()).toBe("got 10");
  });

  it("lets a read through without looking at a body", async () => {
    const read = await app.request("/", { headers: { "content-length": "1000000" } });
    expect(read.status).toBe(200);
    expect(await read.text()).toBe("read");
    expect((await app.request("/", { method: "HEAD" })).status).toBe(200);
  });
});
