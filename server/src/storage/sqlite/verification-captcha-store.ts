// Image captchas over SQLite: saved with their answer's hash, taken (deleted) on the first check.

import type { CaptchaStore, StoredCaptcha } from "../../ports/verification-captcha-store.ts";
import { type Db, inTransaction } from "./database.ts";

export const sqliteCaptchaStore = (db: Db): CaptchaStore => {
  const prune = db.prepare("DELETE FROM captchas WHERE expires_at <= ?");
  const insert = db.prepare("INSERT INTO captchas (id, answer_hash, expires_at) VALUES (?, ?, ?)");
  const select = db.prepare("SELECT answer_hash, expires_at FROM captchas WHERE id = ?");
  const remove = db.prepare("DELETE FROM captchas WHERE id = ?");
  return {
    save: async (id, captcha, now) =>
      inTransaction(db, () => {
        prune.run(now);
        insert.run(id, captcha.answerHash, captcha.expiresAt);
      }),
    take: async (id): Promise<StoredCaptcha | undefined> =>
      inTransaction(db, () => {
        const row = select.get(id) as { answer_hash: string; expires_at: number } | undefined;
        if (row === undefined) return undefined;
        remove.run(id);
        return { answerHash: row.answer_hash, expiresAt: row.expires_at };
      }),
  };
};
