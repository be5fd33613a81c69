// What a failed public call says, in the page's language: the provider's own message id where it
// names one of the public data's (an empty or too long search, too many tries), else the notice of
// the failure's code (kit's failureText).
import type { I18n } from "@lingui/core";
import type { CallFailure } from "@portolan/adapters";
import { publicDataMessages } from "@portolan/core";
import { failureText } from "@portolan/kit/forms/notice-text.ts";

const messageIdOf = (failure: CallFailure): string | undefined => {
  if (failure.kind !== "rejected") return undefined;
  const body = failure.body as { readonly data?: { readonly messageId?: unknown } } | null;
  const id = body?.data?.messageId;
  return typeof id === "string" && Object.hasOwn(publicDataMessages, id) ? id : undefined;
};

export const failureWords = (i18n: I18n, failure: CallFailure): string => {
  const id = messageIdOf(failure);
  if (id !== undefined) return i18n._(id);
  return failureText((messageId, values) => i18n._(messageId, values), failure) ?? "";
};
