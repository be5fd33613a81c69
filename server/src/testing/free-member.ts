// A member at the free tier (membership level NORMAL: spec §6's "member at level 0", decision D21)
// who owns the trade account's data sets: the one the export row limit of 20 applies to. No demo
// account is both (the free demo-main owns no data), so tests add this copy of demo-trade to a
// provider's accounts: same password, data sets and permissions, the tier nibble cleared, no packages.
import { openAccountStorage } from "../accounts/open-account-storage.ts";
import type { AccountStorageConfig } from "../config.ts";

export const FREE_MEMBER = { account: "demo-free", email: "free@demo.portolan.test" } as const;

/** The low 4 bits of membership are the tier (core's permission value). */
const TIER_BITS = 15;

export const addFreeMember = async (where: AccountStorageConfig): Promise<void> => {
  const storage = await openAccountStorage(where);
  try {
    const trade = await storage.accounts.findByLogin("demo-trade");
    if (trade === undefined) throw new Error("demo-trade is seeded before a free member is added");
    if ((await storage.accounts.findByLogin(FREE_MEMBER.account)) !== undefined) return;
    const { id: _id, lastLoginAt: _last, parentId: _parent, ...copy } = trade;
    await storage.accounts.create({
      ...copy,
      ...FREE_MEMBER,
      membership: trade.membership & ~TIER_BITS,
      lifecycle: {},
    });
  } finally {
    await storage.close();
  }
};
