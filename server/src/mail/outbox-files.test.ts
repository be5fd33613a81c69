// The outbox folder: atomic files, newest first, ids that cannot name a path outside it.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { isOutboxId, listOutbox, readOutboxEntry, writeOutboxEntry } from "./outbox-files.ts";
import { createOutboxMailer, createOutboxTextMessenger } from "./outbox-mailer.ts";

let dir: string;
beforeEach(() => {
  dir = join(mkdtempSync(join(tmpdir(), "portolan-outbox-")), "outbox");
});
afterEach(() => rmSync(join(dir, ".."), { recursive: true, force: true }));

const T = Date.UTC(2026, 10, 22, 9, 0, 0);

describe("the outbox mailer", () => {
  it("writes one JSON file per message (to, subject, text, date), creating the folder", async () => {
    await createOutboxMailer(dir, () => T).send({
      to: "ada@acme.example",
      subject: "Hi",
      text: "Line 1\nLine 2",
    });
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{15}-[0-9a-f]{8}\.json$/);
    const entry = JSON.parse(readFileSync(join(dir, files[0] ?? ""), "utf8"));
    expect(entry).toEqual({
      id: files[0]?.replace(".json", ""),
      kind: "mail",
      to: "ada@acme.example",
      subject: "Hi",
      text: "Line 1\nLine 2",
      date: "2026-11-22T09:00:00.000Z",
      createdAt: T,
    });
  });

  it("leaves no temporary file behind (write, then rename)", async () => {
    const mailer = createOutboxMailer(dir, () => T);
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => mailer.send({ to: `${i}@x.example`, subject: "s", text: "t" })),
    );
    const files = readdirSync(dir);
    expect(files).toHaveLength(20);
    expect(files.filter((f) => !f.endsWith(".json"))).toEqual([]);
  });

  it("writes text messages into the same folder, marked SMS", async () => {
    await createOutboxTextMessenger(dir, () => T).send({ to: "+8613800000000", text: "code 123456" });
    const [entry] = await listOutbox(dir);
    expect(entry).toMatchObject({ kind: "sms", to: "+8613800000000", subject: "", text: "code 123456" });
  });

  it("lists newest first and reads one message by id", async () => {
    let t = T;
    const mailer = createOutboxMailer(dir, () => t);
    for (const subject of ["first", "second", "third"]) {
      await mailer.send({ to: "a@x.example", subject, text: "" });
      t += 1000;
    }
    const list = await listOutbox(dir);
    expect(list.map((e) => e.subject)).toEqual(["third", "second", "first"]);
    expect(await readOutboxEntry(dir, list[1]?.id ?? "")).toEqual(list[1]);
  });

  it("ignores files that are not messages, and ids that are not outbox ids", async () => {
    const entry = await writeOutboxEntry(
      dir,
      { kind: "mail", to: "a@x.example", subject: "s", text: "t" },
      T,
    );
    writeFileSync(join(dir, "notes.txt"), "hello");
    writeFileSync(join(dir, "000000000000001-deadbeef.json"), "{ not json");
    writeFileSync(join(dir, "000000000000002-deadbeef.json"), JSON.stringify({ id: "other" }));
    expect((await listOutbox(dir)).map((e) => e.id)).toEqual([entry.id]);
    for (const id of ["../outbox/x", "..", "", "000000000000001-deadbeef/../x", `${entry.id}.json`])
      expect(await readOutboxEntry(dir, id)).toBeUndefined();
    expect(isOutboxId(entry.id)).toBe(true);
  });

  it("reads an absent folder as an empty outbox", async () => {
    expect(await listOutbox(join(dir, "nowhere"))).toEqual([]);
  });
});
