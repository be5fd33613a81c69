// The operator's levers on the packages on offer (issue 13: prices and taking a package offline
// had no HTTP or CLI): list them, re-price one, take one offline or back online. Each change voids
// the unpaid orders of that package (spec §4, core's order lifecycle) and says how many.
import { isPackageTierId, type PackageTierId } from "@portolan/core";
import type { OfferStore } from "../accounts/packages/offers-port.ts";
import type { OfferAdmin, OfferAdminResult } from "../services/commerce/offer-admin.ts";

export interface OfferCommandDeps {
  readonly offers: OfferStore;
  readonly admin: OfferAdmin;
  readonly now: number;
  readonly print: (line: string) => void;
}

const dollars = (cents: number) => (cents / 100).toFixed(2);

const report = (result: OfferAdminResult, what: string, print: (l: string) => void): number => {
  if (!result.ok) {
    print(
      result.error === "bad-price"
        ? "refused: the price must be a positive amount of US dollars"
        : "refused: no such package",
    );
    return 1;
  }
  print(
    result.changed
      ? `${what}; unpaid orders voided: ${result.invalidated}`
      : "nothing changed: it is so already",
  );
  return 0;
};

/** `offers`, `reprice <TIER> <USD>`, `offline <TIER>`, `online <TIER>`; undefined: not an offer command. */
export const runOfferCommand = async (
  [command, tierText, price]: readonly (string | undefined)[],
  deps: OfferCommandDeps,
): Promise<number | undefined> => {
  if (command === "offers") {
    for (const o of await deps.offers.all())
      deps.print(
        `${o.tierId}\t${dollars(o.priceCents)} USD\t${o.onOffer ? "on offer" : "offline"}\tprice version ${o.priceVersion}`,
      );
    return 0;
  }
  if (command !== "reprice" && command !== "offline" && command !== "online") return undefined;
  const tier = tierText?.toUpperCase();
  if (!isPackageTierId(tier)) {
    deps.print(`refused: the package is one of PRO, GLOBAL, PLUS, LUXURY, DELUXE, not "${tierText ?? ""}"`);
    return 2;
  }
  const tierId: PackageTierId = tier;
  if (command === "reprice") {
    const cents = /^\d{1,7}(\.\d{1,2})?$/.test(price ?? "") ? Math.round(Number(price) * 100) : Number.NaN;
    return report(
      await deps.admin.reprice(tierId, cents, deps.now),
      `${tierId} now costs ${price} USD`,
      deps.print,
    );
  }
  const onOffer = command === "online";
  return report(
    await deps.admin.setOnOffer(tierId, onOffer, deps.now),
    `${tierId} is ${onOffer ? "on offer again" : "offline"}`,
    deps.print,
  );
};
