// The outbox folder: one JSON file per message (mail or SMS), written atomically (a temporary file,
// then a rename), named so that names sort oldest first.

import { createHash, randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";

export type OutboxKind = "mail" | "sms";

export interface OutboxEntry {
  readonly id: string;
  readonly kind: OutboxKind;
  readonly to: string;
  /** Empty for a text message. */
  readonly subject: string;
  readonly text: string;
  /** Header fields beyond the usual ones, as an SMTP mail would carry them. */
  readonly headers?: Readonly<Record<string, string>>;
  /** ISO 8601, for people. */
  readonly date: string;
  readonly createdAt: number;
}

const ID_PATTERN = /^\d{15}-[0-9a-f]{8}$/;

/** Whether `id` can name an outbox file (a guard against any path in a URL). */
export const isOutboxId = (id: string): boolean => ID_PATTERN.test(id);

/** Ids of one process sort in the order they were made, even within one millisecond. */
let lastStamp = 0;
const newId = (createdAt: number): string => {
  lastStamp = Math.max(Math.trunc(createdAt), lastStamp + 1);
  return `${String(lastStamp).padStart(15, "0")}-${randomBytes(4).toString("hex")}`;
};

/** The one id of a message sent again under the same key (a repeat overwrites its file). */
export const dedupeId = (key: string, createdAt: number): string =>
  `${String(Math.trunc(createdAt)).padStart(15, "0")}-${createHash("sha256").update(key).digest("hex").slice(0, 8)}`;

export const writeOutboxEntry = async (
  dir: string,
  message: Omit<OutboxEntry, "id" | "date" | "createdAt">,
  createdAt: number,
  fixedId?: string,
): Promise<OutboxEntry> => {
  const id = fixedId ?? newId(createdAt);
  const entry: OutboxEntry = { id, ...message, date: new Date(createdAt).toISOString(), createdAt };
  await mkdir(dir, { recursive: true });
  const temporary = join(dir, `.${id}.tmp`);
  await writeFile(temporary, `${JSON.stringify(entry, null, 2)}\n`, { encoding: "utf8", mode: 0o600 });
  await rename(temporary, join(dir, `${id}.json`));
  return entry;
};

const isEntry = (value: unknown): value is OutboxEntry => {
  const v = value as Record<string, unknown> | null;
  return (
    typeof v === "object" &&
    v !== null &&
    typeof v.id === "string" &&
    (v.kind === "mail" || v.kind === "sms") &&
    typeof v.to === "string" &&
    typeof v.subject === "string" &&
    typeof v.text === "string" &&
    typeof v.date === "string" &&
    typeof v.createdAt === "number"
  );
};

export const readOutboxEntry = async (dir: string, id: string): Promise<OutboxEntry | undefined> => {
  if (!isOutboxId(id)) return undefined;
  try {
    const parsed: unknown = JSON.parse(await readFile(join(dir, `${id}.json`), "utf8"));
    return isEntry(parsed) && parsed.id === id ? parsed : undefined;
  } catch {
    return undefined;
  }
};

/** Every readable message of the folder, newest first (an absent folder is an empty outbox). */
export const listOutbox = async (dir: string): Promise<OutboxEntry[]> => {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const ids = names
    .filter((name) => name.endsWith(".json"))
    .map((name) => name.slice(0, -".json".length))
    .filter(isOutboxId)
    .sort()
    .reverse();
  const entries = await Promise.all(ids.map((id) => readOutboxEntry(dir, id)));
  return entries.filter((e): e is OutboxEntry => e !== undefined);
};
