// One accounts migration with both engines' SQL (index.ts lists them in order).
export interface AccountMigration {
  readonly id: string;
  readonly sqlite: string;
  readonly postgres: string;
}
