// What a refused change says: the rule's own message when the provider named one of core's ids (a
// tag too long, a note too long: sent as data.messageId with a 10001), else the code's message.
import type { CallFailure } from "@portolan/adapters";
import { isMessageId } from "@portolan/core";
import { failureText, type Translate } from "@portolan/kit/forms/notice-text.ts";

export const refusalText = (t: Translate, failure: CallFailure): string | undefined => {
  if (failure.kind === "rejected") {
    const data = (failure.body as { data?: { messageId?: unknown } } | null)?.data;
    if (typeof data?.messageId === "string" && isMessageId(data.messageId)) return t(data.messageId);
  }
  return failureText(t, failure);
};
