// Where the public forms' submissions are kept: everything the user typed, before any mail goes.

import type { Locale } from "@portolan/core";

export type FormKind = "demo" | "contact" | "credit-enquiry" | "debt-claim";

export interface FormSubmission {
  readonly kind: FormKind;
  /** What the user sent, as plain JSON data. */
  readonly payload: unknown;
  readonly locale: Locale;
  readonly ip: string;
  readonly createdAt: number;
}

export interface StoredSubmission extends FormSubmission {
  readonly id: number;
}

/** At most `max` submissions of the kind from one IP address since `since`. */
export interface SubmissionLimit {
  readonly since: number;
  readonly max: number;
}

export interface FormSubmissions {
  /** Stores the submission; with a limit, only when the IP is under it (checked in one transaction). */
  readonly record: (
    submission: FormSubmission,
    limit?: SubmissionLimit,
  ) => Promise<{ readonly ok: true; readonly id: number } | { readonly ok: false }>;
  /** Submissions of a kind, newest first. */
  readonly list: (kind: FormKind) => Promise<readonly StoredSubmission[]>;
}
