// The verification store over the SQL port: codes, and the sends the resend limits count, in one
// transaction per read-then-write (correct across providers sharing the database).

import type { SqlClient, SqlRunner } from "../../sql/sql-client.ts";
import type { CodeChannel, CodeCheck } from "./verification-codes-port.ts";
import type {
  CodeAttempt,
  ReserveOutcome,
  SendReservation,
  VerificationStore,
} from "./verification-store-port.ts";

const countOf = async (tx: SqlRunner, text: string, params: readonly (string | number)[]) =>
  Number((await tx.get<{ n: number }>(text, params))?.n ?? 0);

const reserve = async (tx: SqlRunner, r: SendReservation): Promise<ReserveOutcome> => {
  const { channel, target, ip, now, limits } = r;
  const windowStart = now - limits.windowMs;
  await tx.run("DELETE FROM verification_codes WHERE expires_at <= ?", [now]);
  await tx.run("DELETE FROM verification_sends WHERE sent_at <= ?", [
    Math.min(windowStart, now - limits.countdownMs),
  ]);
  const last = await tx.get<{ last_at: number | null }>(
    "SELECT max(sent_at) AS last_at FROM verification_sends WHERE channel = ? AND target = ?",
    [channel, target],
  );
  if (last?.last_at != null && now - Number(last.last_at) < limits.countdownMs)
    return { ok: false, reason: "countdown" };
  const forTarget = await countOf(
    tx,
    "SELECT count(*) AS n FROM verification_sends WHERE channel = ? AND target = ? AND sent_at > ?",
    [channel, target, windowStart],
  );
  if (forTarget >= limits.maxPerTarget) return { ok: false, reason: "target-hourly" };
  const forIp = await countOf(
    tx,
    "SELECT count(*) AS n FROM verification_sends WHERE ip = ? AND sent_at > ?",
    [ip, windowStart],
  );
  if (forIp >= limits.maxPerIp) return { ok: false, reason: "ip-hourly" };
  const sent = await tx.get<{ id: number }>(
    "INSERT INTO verification_sends (channel, target, ip, sent_at) VALUES (?, ?, ?, ?) RETURNING id",
    [channel, target, ip, now],
  );
  const sendId = Number(sent?.id);
  await tx.run(
    `INSERT INTO verification_codes (channel, target, code_hash, send_id, created_at, expires_at, wrong_guesses)
     VALUES (?, ?, ?, ?, ?, ?, 0)
     ON CONFLICT (channel, target) DO UPDATE SET code_hash = excluded.code_hash, send_id = excluded.send_id,
       created_at = excluded.created_at, expires_at = excluded.expires_at, wrong_guesses = 0`,
    [channel, target, r.codeHash, sendId, now, r.expiresAt],
  );
  return { ok: true, sendId };
};

const attempt = async (tx: SqlRunner, a: CodeAttempt): Promise<CodeCheck> => {
  const key = [a.channel, a.target];
  const row = await tx.get<{ code_hash: string; expires_at: number; wrong_guesses: number }>(
    "SELECT code_hash, expires_at, wrong_guesses FROM verification_codes WHERE channel = ? AND target = ?",
    key,
  );
  if (row === undefined) return "none";
  const forget = () => tx.run("DELETE FROM verification_codes WHERE channel = ? AND target = ?", key);
  if (a.now >= Number(row.expires_at)) {
    await forget();
    return "expired";
  }
  if (Number(row.wrong_guesses) >= a.maxWrongGuesses) return "exhausted";
  if (row.code_hash === a.candidateHash) {
    await forget();
    return "ok";
  }
  await tx.run(
    "UPDATE verification_codes SET wrong_guesses = wrong_guesses + 1 WHERE channel = ? AND target = ?",
    key,
  );
  return "wrong";
};

export const sqlVerificationStore = (sql: SqlClient): VerificationStore => ({
  reserveSend: (r) => sql.transaction((tx) => reserve(tx, r)),
  releaseSend: (sendId: number, channel: CodeChannel, target: string) =>
    sql.transaction(async (tx) => {
      await tx.run("DELETE FROM verification_codes WHERE channel = ? AND target = ? AND send_id = ?", [
        channel,
        target,
        sendId,
      ]);
      await tx.run("DELETE FROM verification_sends WHERE id = ?", [sendId]);
    }),
  attemptCode: (a) => sql.transaction((tx) => attempt(tx, a)),
});
