// What a refused search says (issue 31 item 7, D332): the provider names the parameter it could not
// read (data.messageId trade.query.*, one message per parameter, in the user's language); any other
// refusal says its code's message. Only that one family of ids is read, so no catalogue of every
// message comes with the results.
import type { CallFailure } from "@portolan/adapters";
import { failureText, type Translate } from "@portolan/kit/forms/notice-text.ts";

export const queryRefusalText = (t: Translate, failure: CallFailure): string | undefined => {
  if (failure.kind === "rejected") {
    const id = (failure.body as { data?: { messageId?: unknown } } | null)?.data?.messageId;
    if (typeof id === "string" && /^trade\.query\.[A-Za-z]+$/.test(id)) return t(id);
  }
  return failureText(t, failure);
};
