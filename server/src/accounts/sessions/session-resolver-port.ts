// How the HTTP layer learns who is calling: the token of the cookie (or header) to a live session.

export interface CallerSession {
  readonly accountId: number;
  /** The hash under which the session is stored (never the token itself). */
  readonly tokenHash: string;
}

/** `expired` answers body code 402; `none` (unknown, revoked or absent) answers 401 (spec §8). */
export type ResolvedSession =
  | { readonly kind: "active"; readonly session: CallerSession }
  | { readonly kind: "expired" }
  | { readonly kind: "none" };

export interface SessionResolver {
  readonly resolve: (token: string, now: number) => Promise<ResolvedSession>;
}
