// The demo accounts' documented data API keys (docs/demo-accounts.md), seeded with them.
import type { AccountRepository } from "../../accounts/accounts/accounts-port.ts";
import { DEMO_ACCOUNTS, demoApiKey } from "../auth/demo-accounts.ts";
import type { ApiKeyService } from "./api-key-service.ts";

export const seedDemoApiKeys = async (
  accounts: Pick<AccountRepository, "findByLogin">,
  keys: Pick<ApiKeyService, "ensure">,
  now: number,
): Promise<void> => {
  for (const demo of DEMO_ACCOUNTS) {
    const account = await accounts.findByLogin(demo.account);
    if (account !== undefined) await keys.ensure(account.id, "Demo key (documented)", demoApiKey(demo), now);
  }
};
