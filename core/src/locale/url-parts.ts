// A site address split into path, query and hash, without the DOM's URL (the core runs anywhere).

export interface UrlParts {
  /** Always starts with "/". */
  readonly pathname: string;
  /** "" or "?..." */
  readonly search: string;
  /** "" or "#..." */
  readonly hash: string;
}

export const splitUrl = (url: string): UrlParts => {
  const hashAt = url.indexOf("#");
  const hash = hashAt === -1 ? "" : url.slice(hashAt);
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf("?");
  const search = queryAt === -1 ? "" : beforeHash.slice(queryAt);
  const rawPath = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const pathname = rawPath.startsWith("/") ? rawPath : `/${rawPath}`;
  return { pathname, search: search === "?" ? "" : search, hash: hash === "#" ? "" : hash };
};

export const joinUrl = (parts: UrlParts): string => `${parts.pathname}${parts.search}${parts.hash}`;

/** Non-empty path segments: "/cn/aboutus/" gives ["cn", "aboutus"]. */
export const pathSegments = (pathname: string): string[] => pathname.split("/").filter((s) => s !== "");

/** The first path segment, or "" for "/". */
export const firstSegment = (pathname: string): string => pathSegments(pathname)[0] ?? "";

/** The query's key=value pairs, in order, undecoded. */
const queryPairs = (search: string): string[] =>
  search
    .replace(/^\?/, "")
    .split("&")
    .filter((p) => p !== "");

const keyOf = (pair: string): string => pair.split("=", 1)[0] ?? "";

/** The raw value of the first occurrence of a query key, or undefined. */
export const queryValue = (search: string, key: string): string | undefined => {
  const pair = queryPairs(search).find((p) => keyOf(p) === key);
  return pair === undefined ? undefined : pair.slice(key.length + 1);
};

/** The query without any occurrence of `key` ("" when nothing is left). */
export const withoutQueryKey = (search: string, key: string): string => {
  const kept = queryPairs(search).filter((p) => keyOf(p) !== key);
  return kept.length === 0 ? "" : `?${kept.join("&")}`;
};

/** The query with `key` set to `value` once, at the end. */
export const withQueryValue = (search: string, key: string, value: string): string => {
  const kept = withoutQueryKey(search, key);
  return `${kept === "" ? "?" : `${kept}&`}${key}=${value}`;
};
