// Message ids of export jobs, with their English source text (refusals are error messages:
// errors/error-messages.ts).
import { defineMessages } from "../messages/define-messages.ts";

export const exportMessages = defineMessages({
  "exports.failed.interrupted": "The export stopped when the service restarted. Start it again.",
  "exports.failed.error": "The export could not be written. Start it again.",
  "exports.failed.accountClosed":
    "The export stopped because this account was frozen or cancelled; its file is not kept.",
  "exports.pastEnd":
    "current: file {page} is past the last match. Matches: {matches}; rows per file: {limit}; files: {files}.",
});
export type ExportMessageId = keyof typeof exportMessages;
