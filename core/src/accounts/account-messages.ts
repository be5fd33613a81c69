// Message ids of the accounts area with their English source text.
import { defineMessages } from "../messages/define-messages.ts";

export const accountMessages = defineMessages({
  "accounts.status.active": "Active",
  "accounts.status.frozen": "Frozen",
  "accounts.status.cancelled": "Cancelled",
  "accounts.cancelled.dormant":
    "This account was cancelled after 12 months without login and with no unexpired service.",
  "accounts.cancelled.breach": "This account was cancelled for a breach of the service terms.",
  "accounts.frozen.all": "All functions of this account are frozen.",
  "accounts.frozen.some": "Some functions of this account are frozen.",
  "accounts.appeal.pending": "Your appeal is under review.",
  "accounts.appeal.granted": "Your appeal was granted.",
  "accounts.appeal.refused": "Your appeal was refused.",
  "accounts.appeal.notCancelled": "Only a cancelled account can appeal.",
  "accounts.appeal.alreadyFiled": "An appeal has already been filed for this cancellation.",
  "accounts.appeal.noneToDecide": "There is no pending appeal to decide.",
  "accounts.reinstate.notBreach": "Only an account cancelled for a breach of the terms can be reinstated.",
});
export type AccountMessageId = keyof typeof accountMessages;
