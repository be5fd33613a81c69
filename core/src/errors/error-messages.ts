// English source text of the error catalogue and the success notices (spec §8). Quoted wording of the
// spec is kept verbatim.

import {
  COLLECTION_MAX_ITEMS,
  TRACKED_COMPANIES_MAX,
  TRACKED_SEARCHES_MAX,
} from "../constants/collection.ts";
import { defineMessages } from "../messages/define-messages.ts";

export const errorMessages = defineMessages({
  // Decision: 10001 to 10004 share 10004's message, and the spec gives 10001's wording, so it is this.
  "errors.code.wrongParameters": "wrong parameters, please try again later",
  "errors.request.nulCharacter":
    "A field holds a NUL character, which is not text. Remove it and send again.",
  "errors.code.interfaceException": "Interface exception.",
  "errors.code.frequentMobileCodes": "Mobile verification codes were sent too often. Please try again later.",
  "errors.code.frequentEmailCodes": "Email verification codes were sent too often. Please try again later.",
  "errors.code.codeSendingFailed": "The verification code could not be sent.",
  "errors.code.verificationCode": "Verification code error.",
  /** Other codes are translated by code; this is the fallback when no translation exists. */
  "errors.code.other": "The request failed (code {code}).",
  "errors.http.status": "The request failed: {status} {statusText}",
  "errors.http.unsupportedContentType": "The request was sent in a format this address does not accept.",
  // The provider's refusals before any call runs (D340: the envelope says them in the caller's language).
  "errors.http.crossSite": "Cross-site request refused: a change is taken only from a page of this site.",
  "errors.http.tooLarge": "The request is too large: at most {kb} KB.",
  "errors.network.invalidRequest": "Invalid request",
  "errors.network.failed":
    "The network connection failed. Check it and try again: everything you typed is kept.",
  "errors.page.notFound": "This page could not be found",
  "errors.page.serverError": "Internal server error",
  "errors.page.failed": "Something went wrong",
  "errors.page.backHome": "Go back to home",
  // The provider's answers to a call that needs a session (body codes 401, 402; the UI shows nothing).
  "errors.session.required": "Please sign in.",
  "errors.session.expired": "Your session has expired. Please sign in again.",
  "errors.login.failed": "The account or password is incorrect.",
  "errors.login.wait": "Several wrong passwords were tried. Please wait {seconds} seconds and try again.",
  "errors.reset.linkInvalid":
    "This link is no longer valid: it has expired, was used, or a newer link was sent. Ask for a new one.",
  "errors.account.frozen": "This account is frozen. Please contact us to restore it.",
  "errors.account.cancelled": "This account has been cancelled. You may appeal the cancellation.",
  "errors.account.appeal": "Appeal the cancellation",
  "errors.captcha.incorrect": "The robot check has expired or was already used. Please tick the box again.",
  "errors.tooManyAttempts": "Too many attempts. Please wait a few minutes and try again.",
  "errors.order.notFound": "This order could not be found.",
  "errors.order.invalid": "This order is no longer valid. Please place a new order.",
  "errors.order.alreadyPaid": "This order has already been paid.",
  "errors.package.unavailable": "This package is not on offer at the moment.",
  "errors.idempotency.conflict": "This request was already sent with different details.",
  "errors.payment.declined": "The payment was declined.",
  "errors.payment.providerFailed": "The payment service did not answer. Please try again.",
  "errors.payment.ownerOnly":
    "Sign in with the account that placed this order to complete this test payment.",
  "errors.oem.hostRefused": "This system's address is not allowed.",
  "errors.oem.ticketInvalid":
    "This sign-in ticket is unknown, used already or expired. Open the system again.",
  "errors.team.mainAccountOnly": "Only the main account can manage its team.",
  "errors.team.notYourSubAccount": "This account is not one of your sub-accounts.",
  "errors.apiKey.limit": "An account has at most 10 keys: revoke one first.",
  "errors.apiKey.unknown": "This key does not exist or is revoked already.",
  "errors.apiKey.invalid": "This API key is not valid (unknown or revoked).",
  "errors.collection.full": `A collection holds at most ${COLLECTION_MAX_ITEMS} items: remove some first.`,
  "errors.collection.unknownItem": "This item is not in your collection (it may have been removed already).",
  "errors.tracking.full": `You can track at most ${TRACKED_COMPANIES_MAX} companies: stop tracking one first.`,
  "errors.tracking.searchesFull": `You can track at most ${TRACKED_SEARCHES_MAX} searches: stop tracking one first.`,
  "errors.tracking.unknownItem": "You do not track this any more.",
  "errors.trade.datasetNotOwned": "Your package does not include this data set.",
  "errors.trade.kindUnsupported": "This data set cannot be searched this way.",
  "errors.trade.partnerReport": "Your package does not include the partner report.",
  "errors.stats.marketAnalysis": "Your package does not include market analysis.",
  "errors.trade.buyerSearch": "Your package does not include buyer search.",
  "errors.trade.tradeSearch": "Your package does not include trade search.",
  "errors.trade.broadPage":
    "More than {limit} shipments match, and only the first {limit} can be paged through. Narrow the search by date, country or HS code to see the rest.",
  "errors.trade.broadSort":
    "More than {limit} shipments match, and they can only be shown newest first. Narrow the search by date, country or HS code to sort them another way.",
  "errors.export.busy": "{max} of your exports are under way already. Start another when one is done.",
  "errors.export.unknown": "This export does not exist, is not finished or has been deleted.",
  "errors.admin.only": "This page is for the provider's administrators.",
  "errors.admin.unknownAccount": "There is no such account.",
  "errors.admin.noAppeal": "This account has no appeal waiting for a decision.",
  "errors.admin.ownAccount":
    "You cannot freeze, cancel or decide an appeal on your own account. Ask another administrator.",
  "errors.admin.notBreach": "Only an account cancelled for a breach of the terms can be reinstated.",
  "errors.admin.transferAmount":
    "The amount received differs from the order's amount. Nothing was changed: check the bank statement.",
  "errors.firm.unknown":
    "There is no such company. It may have been merged into another: search for it again.",
  "errors.firm.spellingNotOfFirm": "This name is not one of this company's other names.",
  "errors.firm.sameAsItself": "A company is always the same as itself: choose another company.",
  "errors.firm.reportDecided": "This report has been decided already. Reload the list.",
  "errors.firm.reportUnknown": "There is no such report.",
  "errors.oem.redirectFailed": "The system could not be opened (code {code}).",
  "errors.notify.title": "Error",
  // Spec §8's "submit success" and "send success", said as a person would, one per form (D293).
  "errors.success.demoRequest":
    "Thank you — we have received your request for a demo and will contact you within one working day.",
  "errors.success.contact":
    "Thank you for your message — we have received it and will reply by email within one working day.",
  "errors.success.creditEnquiry":
    "Thank you — we have received your enquiry and will call you within one working day about the report.",
  "errors.success.send": "We have sent you the code. It can take a minute to arrive.",
  "errors.success.claimPlacement": "You have sent the International Claim Placement form successfully.",
});
export type ErrorMessageId = keyof typeof errorMessages;
