// Single-sign-on tickets handed to an OEM system through the redirect URL: short-lived, single use,
// stored by hash.

export interface SsoTicket {
  readonly ticketHash: string;
  readonly accountId: number;
  /** The host the ticket was issued for. */
  readonly host: string;
  readonly createdAt: number;
  readonly expiresAt: number;
}

export interface SsoTicketRepository {
  readonly create: (ticket: SsoTicket) => Promise<void>;
  /** The live ticket with this hash, marked used; undefined when unknown, used or expired. */
  readonly redeem: (ticketHash: string, at: number) => Promise<SsoTicket | undefined>;
  readonly purge: (before: number) => Promise<void>;
}
