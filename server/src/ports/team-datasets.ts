// Which of its main account's data sets a sub-account may use (issue 13): the main account assigns
// them in the console; the entitlement rule reads them.

export interface TeamDatasets {
  /** The ownership code assigned to a sub-account, or undefined when none was (all are shared). */
  readonly assignedTo: (accountId: number) => Promise<string | undefined>;
  readonly assign: (accountId: number, ownershipCode: string, now: number) => Promise<void>;
}
