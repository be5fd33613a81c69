// Where the session travels (spec §7: "the token cookie is sent in a header on every request").
// The spec names neither; both are decided here (see docs/decisions.md, Contracts).

/** The cookie that holds the session token; removed on logout and on codes 401/402 (spec §4). */
export const SESSION_COOKIE = "token";
/** The request header that carries the cookie's value to the provider on every call. */
export const SESSION_HEADER = "token";
