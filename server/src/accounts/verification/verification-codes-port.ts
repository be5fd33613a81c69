// Verification codes as other areas use them (registration, an email change, the demo form):
// 6 digits, single use, bound to the address, valid 10 minutes, dead after a few wrong guesses.

export type CodeChannel = "email" | "mobile";

export type CodeCheck = "ok" | "wrong" | "expired" | "exhausted" | "none";

export interface VerificationCodes {
  /** Consumes the code when it matches; counts a wrong guess otherwise. */
  readonly verify: (channel: CodeChannel, target: string, code: string, now: number) => Promise<CodeCheck>;
}
