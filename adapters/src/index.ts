// The browser side of the ports.
export type { CookieJar, CookieOptions } from "./cookies/cookie-jar.ts";
export { documentCookies } from "./cookies/document-cookies.ts";
export { memoryCookies } from "./cookies/memory-cookies.ts";
export {
  type CallFailure,
  type CallResult,
  createProviderClient,
  type DataOf,
  type ProviderClient,
  type ProviderClientOptions,
} from "./http/provider-client.ts";
