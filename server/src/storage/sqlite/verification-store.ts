// The verification store over SQLite: codes, the sends that the resend limits count, in one
// write transaction per read-then-write (correct across processes sharing the file).

import type { CodeChannel, CodeCheck } from "../../ports/verification-codes.ts";
import type {
  CodeAttempt,
  ReserveOutcome,
  SendReservation,
  VerificationStore,
} from "../../ports/verification-store.ts";
import { type Db, inTransaction } from "./database.ts";

interface CodeRow {
  readonly code_hash: string;
  readonly expires_at: number;
  readonly wrong_guesses: number;
}

export const sqliteVerificationStore = (db: Db): VerificationStore => {
  const lastSend = db.prepare(
    "SELECT MAX(sent_at) AS last FROM verification_sends WHERE channel = ? AND target = ?",
  );
  const countTarget = db.prepare(
    "SELECT COUNT(*) AS n FROM verification_sends WHERE channel = ? AND target = ? AND sent_at > ?",
  );
  const countIp = db.prepare("SELECT COUNT(*) AS n FROM verification_sends WHERE ip = ? AND sent_at > ?");
  const pruneSends = db.prepare("DELETE FROM verification_sends WHERE sent_at <= ?");
  const pruneCodes = db.prepare("DELETE FROM verification_codes WHERE expires_at <= ?");
  const insertSend = db.prepare(
    "INSERT INTO verification_sends (channel, target, ip, sent_at) VALUES (?, ?, ?, ?) RETURNING id",
  );
  const upsertCode = db.prepare(
    `INSERT INTO verification_codes (channel, target, code_hash, send_id, created_at, expires_at, wrong_guesses)
     VALUES (?, ?, ?, ?, ?, ?, 0)
     ON CONFLICT (channel, target) DO UPDATE SET code_hash = excluded.code_hash, send_id = excluded.send_id,
       created_at = excluded.created_at, expires_at = excluded.expires_at, wrong_guesses = 0`,
  );
  const deleteSend = db.prepare("DELETE FROM verification_sends WHERE id = ?");
  const deleteCodeOfSend = db.prepare(
    "DELETE FROM verification_codes WHERE channel = ? AND target = ? AND send_id = ?",
  );
  const selectCode = db.prepare(
    "SELECT code_hash, expires_at, wrong_guesses FROM verification_codes WHERE channel = ? AND target = ?",
  );
  const deleteCode = db.prepare("DELETE FROM verification_codes WHERE channel = ? AND target = ?");
  const countWrong = db.prepare(
    "UPDATE verification_codes SET wrong_guesses = wrong_guesses + 1 WHERE channel = ? AND target = ?",
  );

  const reserve = (r: SendReservation): ReserveOutcome => {
    const { channel, target, ip, now, limits } = r;
    const windowStart = now - limits.windowMs;
    pruneSends.run(Math.min(windowStart, now - limits.countdownMs));
    const last = (lastSend.get(channel, target) as { last: number | null }).last;
    if (last !== null && now - last < limits.countdownMs) return { ok: false, reason: "countdown" };
    const forTarget = (countTarget.get(channel, target, windowStart) as { n: number }).n;
    if (forTarget >= limits.maxPerTarget) return { ok: false, reason: "target-hourly" };
    if ((countIp.get(ip, windowStart) as { n: number }).n >= limits.maxPerIp)
      return { ok: false, reason: "ip-hourly" };
    const sendId = Number((insertSend.get(channel, target, ip, now) as { id: number | bigint }).id);
    upsertCode.run(channel, target, r.codeHash, sendId, now, r.expiresAt);
    return { ok: true, sendId };
  };

  const attempt = (a: CodeAttempt): CodeCheck => {
    const row = selectCode.get(a.channel, a.target) as CodeRow | undefined;
    if (row === undefined) return "none";
    if (a.now >= row.expires_at) {
      deleteCode.run(a.channel, a.target);
      return "expired";
    }
    if (row.wrong_guesses >= a.maxWrongGuesses) return "exhausted";
    if (row.code_hash === a.candidateHash) {
      deleteCode.run(a.channel, a.target);
      return "ok";
    }
    countWrong.run(a.channel, a.target);
    return "wrong";
  };

  return {
    reserveSend: async (r) =>
      inTransaction(db, () => {
        pruneCodes.run(r.now);
        return reserve(r);
      }),
    releaseSend: async (sendId: number, channel: CodeChannel, target: string) =>
      inTransaction(db, () => {
        deleteCodeOfSend.run(channel, target, sendId);
        deleteSend.run(sendId);
      }),
    attemptCode: async (a) => inTransaction(db, () => attempt(a)),
  };
};
