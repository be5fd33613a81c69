// Time reaches the core only through this port (or as a plain epoch-milliseconds argument).

export interface Clock {
  /** Milliseconds since the Unix epoch. */
  readonly now: () => number;
}
