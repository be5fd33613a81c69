// The cookie port of the browser side: the lang cookie (spec §4 Language) and the login cookie's
// removal on logout. `document-cookies.ts` is the browser's; `memory-cookies.ts` its in-memory twin.

export interface CookieOptions {
  /** Scope to a parent domain (spec: the lang cookie is shared across sites of the product). */
  readonly domain?: string;
  readonly path?: string;
  readonly maxAgeSeconds?: number;
  readonly sameSite?: "Lax" | "Strict";
}

export interface CookieJar {
  readonly get: (name: string) => string | undefined;
  readonly set: (name: string, value: string, options?: CookieOptions) => void;
  readonly remove: (name: string, options?: Pick<CookieOptions, "domain" | "path">) => void;
}
