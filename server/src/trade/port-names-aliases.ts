// The port filter over every code of a port (issue 31 "real port codes", D317): a release names a
// port by a UN/LOCODE, an alternate one or a US customs code, so a filter by Shanghai must find the
// bills carrying CNSHA, CNSGH or 57035 alike. The codes are expanded here, when the query is run,
// for whichever engine answers; a code no table knows is kept as written and still finds its bills.
import type { TradeQuery } from "@portolan/core";
import type { TradeStore } from "./trade-store-port.ts";

/** Every code a bill of these ports may carry (core's expandPortCodes over the port tables). */
export type PortExpansion = (codes: readonly string[]) => readonly string[];

export const withPortAliases = (store: TradeStore, expand: PortExpansion): TradeStore => {
  const wide = (q: TradeQuery): TradeQuery => (q.ports.length === 0 ? q : { ...q, ports: expand(q.ports) });
  // Named one by one: the store may be a Proxy waiting for its engine, with no keys to spread.
  return {
    search: (q) => store.search(wide(q)),
    records: (q, offset, limit) => store.records(wide(q), offset, limit),
    firmNames: (ids) => store.firmNames(ids),
    facets: (q, facets, top) => store.facets(wide(q), facets, top),
    bill: (id) => store.bill(id),
    companies: (q, role) => store.companies(wide(q), role),
    companyProfile: (id, datasets, top) => store.companyProfile(id, datasets, top),
    partners: (id, datasets, order, page, pageSize) => store.partners(id, datasets, order, page, pageSize),
    buyers: (q, order, forwarders) => store.buyers(wide(q), order, forwarders),
    directory: (search) => store.directory(search),
  };
};
