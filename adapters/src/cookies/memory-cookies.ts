// The in-memory twin of the cookie jar, for tests.
import type { CookieJar } from "./cookie-jar.ts";

export const memoryCookies = (
  initial: Readonly<Record<string, string>> = {},
): CookieJar & { readonly all: () => Record<string, string> } => {
  const jar = new Map(Object.entries(initial));
  return {
    get: (name) => jar.get(name),
    set: (name, value) => {
      jar.set(name, value);
    },
    remove: (name) => {
      jar.delete(name);
    },
    all: () => Object.fromEntries(jar),
  };
};
