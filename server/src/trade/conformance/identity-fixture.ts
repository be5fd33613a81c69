// The firm-identity case of the conformance suite (issue 30), every answer known by hand: two firms of
// near names in two cities (BRIGHTWATER FOODS INC of Dallas, BRIGHTWATER FOOD INC of Toledo) that must
// stay apart; a later release with letters swapped in the Dallas firm's name (same zip and phone),
// which must join it under its id; a firm written "… C/O" a forwarder, which is still the firm.

import { bill, writeAms } from "./conformance-fixture.ts";

const DALLAS = {
  city: "DALLAS",
  state_province: "TX",
  zip_code: "75201",
  comm_number_qualifier: "TE",
  comm_number: "214-555-0100",
};
const TOLEDO = {
  city: "TOLEDO",
  state_province: "OH",
  zip_code: "43604",
  comm_number_qualifier: "TE",
  comm_number: "419-555-0199",
};

const consignee = (id: string, name: string, at: Record<string, string>, street: string) => ({
  identifier: id,
  consignee_name: name,
  country_code: "US",
  consignee_address_1: street,
  ...at,
});

const release = (
  dir: string,
  stamp: string,
  date: string,
  rows: [string, string, Record<string, string>, string][],
) => {
  const bills = rows.map(([id]) => bill(id, { date, kg: "1000", master: `MI${id}` }));
  writeAms(dir, stamp, {
    header: bills.map((b) => b.header),
    billgen: bills.map((b) => b.billgen),
    consignee: rows.map(([id, name, at, street]) => consignee(id, name, at, street)),
    shipper: rows.map(([id]) => ({
      identifier: id,
      shipper_party_name: "QINGDAO OCEAN FOODS CO LTD",
      country_code: "CN",
    })),
    cargodesc: rows.map(([id]) => ({
      identifier: id,
      description_sequence_number: "1",
      description_text: "FROZEN FISH",
    })),
  });
};

const LA = { city: "LOS ANGELES", state_province: "CA", zip_code: "90021" };

/** The first load: the two near-named firms and a third. */
export const writeIdentityFirst = (dir: string): void =>
  release(dir, "202604010000", "2026-04-02", [
    ["I1", "BRIGHTWATER FOODS INC", DALLAS, "1200 ELM ST"],
    ["I2", "BRIGHTWATER FOODS INC", DALLAS, "1200 ELM ST"],
    ["I3", "BRIGHTWATER FOOD INC", TOLEDO, "45 SUMMIT ST"],
    ["I4", "SUMMIT HOME GOODS LLC", LA, "800 S ALAMEDA ST"],
  ]);

/** A later load: the Dallas firm with two letters swapped, and the third firm care of a forwarder. */
export const writeIdentityLater = (dir: string): void =>
  release(dir, "202605010000", "2026-05-04", [
    ["I5", "BRIGTHWATER FOODS INC", DALLAS, "1200 ELM STREET"],
    ["I6", "SUMMIT HOME GOODS LLC C/O EXPEDITORS INTL", LA, "800 S ALAMEDA ST"],
  ]);

/** A third load: the swapped spelling again (an operator's rule about it must still hold). */
export const writeIdentityThird = (dir: string): void =>
  release(dir, "202606010000", "2026-06-01", [["I7", "BRIGTHWATER FOODS INC", DALLAS, "1200 ELM ST"]]);
