// Port names from the port tables (the sea-port table and the World Port Index, by any code a
// release carries: issue 31, D317) where the trade calls answer port codes (issue 15 "port
// names instead of bare codes"): a record's ports of loading and unloading, the ports facet, a
// firm's ports, and a shipment's route with coordinates. Filled here, after the store answers, so
// both engines keep answering codes alone and their conformance suite stays as it is.

import type { FacetCount, RoutePort, TradeRecord, TradeRoute } from "@portolan/contracts";
import { mergePortFacet } from "@portolan/core";
import type { PortPlace } from "../reference/reference-port.ts";

/** The ports these codes name, by code as asked (the reference store's lookup). */
export type PortLookup = (codes: readonly string[]) => Promise<ReadonlyMap<string, PortPlace>>;

const portCodes = (records: readonly TradeRecord[]) =>
  records.flatMap((r) => [r.loadingPort, r.unloadingPort].filter((c): c is string => c !== undefined));

const named = (record: TradeRecord, ports: ReadonlyMap<string, PortPlace>): TradeRecord => {
  const loading = record.loadingPort === undefined ? undefined : ports.get(record.loadingPort);
  const unloading = record.unloadingPort === undefined ? undefined : ports.get(record.unloadingPort);
  return {
    ...record,
    ...(loading === undefined ? {} : { loadingPortName: loading.name }),
    ...(unloading === undefined ? {} : { unloadingPortName: unloading.name }),
  };
};

/** The records with their ports' names, where the index knows the codes. */
export const withPortNames = async (
  records: readonly TradeRecord[],
  lookup: PortLookup,
): Promise<TradeRecord[]> => {
  const codes = portCodes(records);
  if (codes.length === 0) return [...records];
  const ports = await lookup(codes);
  return records.map((r) => named(r, ports));
};

/**
 * A ports facet with one entry per port (core's mergePortFacet, D343): the entries of the codes a
 * port was released under added up under its main code, named, their codes listed; a code the
 * tables do not know, or one several ports share, as written.
 */
export const withPortLabels = async (
  facet: readonly FacetCount[],
  lookup: PortLookup,
): Promise<FacetCount[]> => {
  if (facet.length === 0) return [];
  const ports = await lookup(facet.map((f) => f.key));
  return mergePortFacet(facet, (code) => {
    const port = ports.get(code);
    return port === undefined ? undefined : { code: port.mainCode, name: port.name };
  });
};

const routePort = (place: PortPlace): RoutePort | undefined =>
  place.latitude === undefined || place.longitude === undefined
    ? undefined
    : {
        code: place.code,
        name: place.name,
        ...(place.country === null ? {} : { country: place.country }),
        latitude: place.latitude,
        longitude: place.longitude,
      };

/**
 * A record with its ports' names, and its route: each port the index places, absent when it does
 * not; no route at all when the record names no port.
 */
export const withRoute = async (
  record: TradeRecord,
  lookup: PortLookup,
): Promise<{ record: TradeRecord; route?: TradeRoute }> => {
  const codes = portCodes([record]);
  if (codes.length === 0) return { record };
  const ports = await lookup(codes);
  const place = (code: string | undefined) => {
    const port = code === undefined ? undefined : ports.get(code);
    return port === undefined ? undefined : routePort(port);
  };
  const loading = place(record.loadingPort);
  const unloading = place(record.unloadingPort);
  return {
    record: named(record, ports),
    route: {
      ...(loading === undefined ? {} : { loading }),
      ...(unloading === undefined ? {} : { unloading }),
    },
  };
};
