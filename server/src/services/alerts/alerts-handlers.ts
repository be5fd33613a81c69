// The console's alerts list (issue 16): an account's alerts, newest first, with the link to each
// one's new shipments and to what was tracked, how many are unread, and marking them read.
import { ALERTS_LISTED, collectionAddress, newShipmentsAddress, savedSearchAddress } from "@portolan/core";
import type { AlertInbox, StoredAlert } from "../../accounts/alerts/alerts-port.ts";
import type { Handlers } from "../../http/handler.ts";
import { success } from "../../http/reply.ts";
import { companyOfRef } from "../collection/tracking-handlers.ts";

export type AlertsHandlers = Pick<Handlers, "alerts" | "markAlertsRead">;

const itemAddress = (a: StoredAlert): string => {
  if (a.kind === "search") return savedSearchAddress(a.ref);
  const datasets = new URLSearchParams(a.query).get("datasets") ?? "";
  return collectionAddress({
    kind: "company",
    ref: String(companyOfRef(a.ref).companyId),
    datasets: datasets.split(","),
  });
};

const alertView = (a: StoredAlert) => ({
  id: a.id,
  kind: a.kind,
  name: a.name,
  shipments: a.shipments,
  exact: a.exact,
  createdAt: a.createdAt,
  read: a.readAt !== null,
  address: newShipmentsAddress(a.query, a.afterBill, a.upToBill) ?? itemAddress(a),
  itemAddress: itemAddress(a),
});

export const alertsHandlers = (inbox: AlertInbox): AlertsHandlers => ({
  alerts: async (_request, ctx) => {
    const account = ctx.caller?.accountId ?? 0;
    const [list, unread] = await Promise.all([inbox.list(account, ALERTS_LISTED), inbox.unread(account)]);
    return success({ alerts: list.map(alertView), unread });
  },
  markAlertsRead: async ({ body }, ctx) => {
    const account = ctx.caller?.accountId ?? 0;
    await inbox.markRead(account, body.ids, ctx.now);
    return success({ unread: await inbox.unread(account) });
  },
});
