// The browser's cookies through document.cookie.
import type { CookieJar } from "./cookie-jar.ts";

export const documentCookies = (doc: Pick<Document, "cookie"> = document): CookieJar => ({
  get: (name) => {
    for (const part of doc.cookie.split(";")) {
      const [key, ...rest] = part.trim().split("=");
      if (key === name) {
        try {
          return decodeURIComponent(rest.join("="));
        } catch {
          return rest.join("=");
        }
      }
    }
    return undefined;
  },
  set: (name, value, options = {}) => {
    const attributes = [
      `${name}=${encodeURIComponent(value)}`,
      `path=${options.path ?? "/"}`,
      `SameSite=${options.sameSite ?? "Lax"}`,
      ...(options.domain ? [`domain=${options.domain}`] : []),
      ...(options.maxAgeSeconds === undefined ? [] : [`max-age=${options.maxAgeSeconds}`]),
    ];
    doc.cookie = attributes.join("; ");
  },
  remove: (name, options = {}) => {
    doc.cookie = [
      `${name}=`,
      `path=${options.path ?? "/"}`,
      "max-age=0",
      ...(options.domain ? [`domain=${options.domain}`] : []),
    ].join("; ");
  },
});
