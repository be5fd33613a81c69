// Scheduled work (the alert check, the dormancy check, the expiry warnings) runs once per period
// across every provider process sharing the accounts, not once per process.

export interface ScheduledRuns {
  /**
   * Takes the run of `job` due at `now` for this process: true once per period across every
   * process; false when another took it or it is not due. The next run is due `every` ms later.
   */
  readonly claim: (job: string, now: number, every: number) => Promise<boolean>;
}
