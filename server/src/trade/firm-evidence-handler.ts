// Why a firm's spellings are one firm, for an operator (issue 30, D312): the trade store's firm
// identity answers with the spellings, the resolver's links and their evidence, and the forwarder
// signs. Information management (info or admin role, spec §6) reads it; a customer never does, since
// the weights say how the grouping can be steered. A retired id answers for the firm it went to.

import type { Api } from "@portolan/contracts";
import { canManageInformation, DESIGNED_CODES, ERROR_CODES } from "@portolan/core";
import type { AccountRepository } from "../accounts/accounts/accounts-port.ts";
import type { EndpointHandler } from "../http/handler.ts";
import { failure, success } from "../http/reply.ts";
import type { FirmIdentity } from "./firm-identity-port.ts";

const FIRM_ID = /^[1-9]\d{0,15}$/;

export const adminFirmEvidenceHandler =
  (identity: FirmIdentity, accounts: AccountRepository): EndpointHandler<Api["adminFirmEvidence"]> =>
  async ({ query }, ctx) => {
    const me = ctx.caller === undefined ? undefined : await accounts.findById(ctx.caller.accountId);
    if (!canManageInformation(me?.roles ?? []))
      return failure(DESIGNED_CODES.ADMIN_ONLY, "errors.admin.only");
    const text = query.id.trim();
    const unknown = failure(ERROR_CODES.WRONG_PARAMETERS, "trade.query.unknownCompany");
    if (!FIRM_ID.test(text)) return unknown;
    const id = Number(text);
    const view = (await identity.evidence(id)) ?? (await redirected(identity, id));
    if (view === undefined) return unknown;
    return success({
      id: view.id,
      spellings: view.spellings.map((s) => ({ country: s.country, name: s.name, billSides: s.billSides })),
      links: view.links.map((l) => ({
        a: { country: l.a.country, name: l.a.name },
        b: { country: l.b.country, name: l.b.name },
        weight: l.weight,
        evidence: l.evidence.map((e) => ({ field: e.field, level: e.level, weight: e.weight })),
      })),
      forwarder: [...view.forwarder],
    });
  };

const redirected = async (identity: FirmIdentity, id: number) => {
  const to = await identity.redirectOf(id);
  return to === undefined ? undefined : identity.evidence(to);
};
