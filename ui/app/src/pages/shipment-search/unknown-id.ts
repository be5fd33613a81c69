// Whether a detail call was refused because its id names nothing (§8 code 10001, the provider's
// "wrong parameters"): the screen then says that the shipment or company does not exist, which
// tells the user more than the generic words.
import type { CallFailure } from "@portolan/adapters";
import { ERROR_CODES } from "@portolan/core";

export const unknownId = (failure: CallFailure): boolean =>
  failure.kind === "rejected" && failure.code === ERROR_CODES.WRONG_PARAMETERS;
