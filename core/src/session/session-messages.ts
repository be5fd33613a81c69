// English source text of the session's own messages (spec §4 Logout: "after a confirmation").

import { defineMessages } from "../messages/define-messages.ts";

export const sessionMessages = defineMessages({
  "session.logout.confirm": "Are you sure you want to sign out?",
});
export type SessionMessageId = keyof typeof sessionMessages;
