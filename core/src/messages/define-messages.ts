// Each area of the core declares its own message ids with their English source text; the UI and the
// server translate by id. Rules return ids, never sentences.

export const defineMessages = <const T extends Record<string, string>>(messages: T): T => messages;
