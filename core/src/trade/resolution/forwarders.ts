// Forwarders and NVOCCs standing in the consignee field (issue 30): such a party receives goods for
// others and must not rank as a buyer. A firm is flagged on any of three signs, each given as the
// reason: its name begins as one of the main forwarders' names below; its name has a logistics word;
// other parties' spellings name it as their receiver after C/O; it has many shippers, nearly one a bill.
//
// Source of the list: Armstrong & Associates, "Top 25 Global Freight Forwarders" (2021 list by 2020
// revenue and volumes, as published in Global Trade, 2021-12-03; 2023 list, as reported 2024), plus
// the NVOCC brands of those groups and the large US-import NVOs of the Journal of Commerce's NVO
// rankings that the A&A list does not hold (OEC, Topocean, Honour Lane, Unique, Pudong Trans,
// Vanguard, Shipco, CaroTrans, ECU). Written as the names appear on bills, folded, legal form left out.

import { normaliseText } from "../text-normalise.ts";
import { joinLetterRuns } from "./name-parts.ts";

// biome-ignore format: a word list
export const MAIN_FORWARDERS: readonly string[] = [
  "kuehne nagel", "blue anchor line", "dhl global forwarding", "dhl supply chain", "danzas", "dsv air sea", "dsv",
  "panalpina", "db schenker", "schenker", "sinotrans", "expeditors", "ocean world lines", "nippon express", "nx",
  "ceva logistics", "ceva freight", "bollore logistics", "sdv", "ch robinson", "kerry logistics", "kerry apex",
  "apex logistics", "geodis", "ups supply chain solutions", "ups ocean freight", "ups scs", "fedex trade networks",
  "fedex logistics", "lx pantos", "pantos logistics", "hellmann worldwide logistics", "yusen logistics", "kintetsu world express",
  "kwe", "toll global forwarding", "dachser", "rhenus", "cj logistics", "agility", "damco", "maersk logistics", "flexport",
  "cts international logistics", "cimc tianda", "eas international", "scan global logistics", "logwin", "dimerco",
  "crane worldwide", "seko logistics", "jas worldwide", "savino del bene", "morrison express", "hankyu hanshin express",
  "oec group", "oec freight", "topocean", "honour lane shipping", "unique logistics", "pudong trans", "vanguard logistics",
  "shipco transport", "carotrans", "ecu worldwide", "ecu line", "bdp international", "mallory alexander", "hecny",
];

// biome-ignore format: a word list
const LOGISTICS_WORDS = new Set([
  "logistics", "logistic", "logistik", "logistique", "logisticos", "logistica", "freight", "forwarding", "forwarder",
  "forwarders", "shipping", "cargo", "nvocc", "nvo", "expeditors", "consolidators", "consolidation", "customs", "broker",
  "brokerage", "brokers", "transitarios", "spedition", "expedition", "物流", "货运", "国际货运代理",
]);

const LIST = MAIN_FORWARDERS.map((n) => n.split(" "));

export type ForwarderReason = "main-forwarder" | "logistics-word" | "receives-for-others" | "many-shippers";

/** A firm with this many distinct counterparties, nearly one per bill, receives for many unrelated shippers. */
const MANY_PARTNERS = 40;
const PARTNERS_PER_BILL = 0.5;

/** The folded words of a name, single letters joined (C.H. ROBINSON → ch robinson). */
const foldedWords = (name: string) =>
  joinLetterRuns(
    normaliseText(name)
      .split(" ")
      .filter((w) => w !== ""),
  );

/** True when the name begins with a main forwarder's words ("KUEHNE + NAGEL INC", "DSV AIR & SEA"). */
export const isMainForwarder = (name: string): boolean => {
  const words = foldedWords(name);
  return LIST.some((f) => f.every((w, i) => words[i] === w));
};

/** The reasons a firm reads as a forwarder, none for a buyer. */
export const forwarderReasons = (
  name: string,
  signs: { readonly receiverFor: number; readonly partners: number; readonly count: number },
): ForwarderReason[] => {
  const reasons: ForwarderReason[] = [];
  if (isMainForwarder(name)) reasons.push("main-forwarder");
  if (foldedWords(name).some((w) => LOGISTICS_WORDS.has(w) || /(物流|货运)/u.test(w)))
    reasons.push("logistics-word");
  if (signs.receiverFor >= 2) reasons.push("receives-for-others");
  // A buyer buys again and again from its suppliers; a forwarder's house bills each have another shipper.
  if (signs.partners >= MANY_PARTNERS && signs.partners >= PARTNERS_PER_BILL * signs.count)
    reasons.push("many-shippers");
  return reasons;
};
