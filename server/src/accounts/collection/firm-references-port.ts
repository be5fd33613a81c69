// Where the accounts keep firm ids (issue 30): tracked companies and "My collection" items. When two
// firms merge, the retired id's holders follow its bills to the firm that has them now.

export interface FirmReferences {
  /** Every firm id some account keeps, once each. */
  readonly companyIds: () => Promise<readonly number[]>;
  /**
   * Points every kept reference to firm `from` at firm `to`. Where an account already keeps `to`,
   * the two become one: a collection item keeps both notes and every tag; a tracked company keeps
   * the older tracking. Returns how many references moved or merged.
   */
  readonly follow: (from: number, to: number) => Promise<number>;
}
