// The purchase form's state: core's purchase fields plus the code mailed to the address, the tier,
// and the Idempotency-Key of the order being placed (kept across retries of one submission, so a
// retry after a lost answer never orders twice).
import { emptyPurchaseForm, type PackageTierId, type PurchaseFormValues } from "@portolan/core";
import { atom } from "nanostores";
import { createFormStore } from "./form-store.ts";
import { createSendCodeStore } from "./send-code-store.ts";

export interface PurchaseValues extends PurchaseFormValues {
  /** The code sent to the email address (sendChannelCode, channel email). */
  readonly emailCode: string;
}

export const emptyPurchase: PurchaseValues = { ...emptyPurchaseForm, emailCode: "" };

export const purchaseForm = createFormStore(emptyPurchase);
export const purchaseSendCode = createSendCodeStore();

/** The key of the order under way: made on the first attempt, dropped once the order exists. */
export interface PendingOrder {
  readonly tierId: PackageTierId;
  readonly key: string;
}

export const $pendingOrder = atom<PendingOrder | undefined>(undefined);

/** The key for ordering `tierId`: the pending one when it is for the same tier, else a new one. */
export const orderKeyFor = (tierId: PackageTierId, newKey: () => string): string => {
  const pending = $pendingOrder.get();
  if (pending?.tierId === tierId) return pending.key;
  const key = newKey();
  $pendingOrder.set({ tierId, key });
  return key;
};
