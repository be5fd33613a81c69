// Where image captchas wait for their answer: the answer's hash and when it stops being valid.

export interface StoredCaptcha {
  readonly answerHash: string;
  readonly expiresAt: number;
}

export interface CaptchaStore {
  /** Keeps a new captcha (and forgets the ones that expired before `now`). */
  readonly save: (id: string, captcha: StoredCaptcha, now: number) => Promise<void>;
  /** Removes the captcha and returns it: a captcha can be taken once. */
  readonly take: (id: string) => Promise<StoredCaptcha | undefined>;
}
