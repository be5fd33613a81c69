// The chosen columns in the search's address (issue 31 item 12, D326): a shared link shows the
// columns its sender chose. Never part of the provider's call (search-url.ts's QUERY_KEYS). Apart
// from search-columns.ts, so that the screen's first load carries only these few lines.

export const COLUMNS_PARAM = "columns";

/** An address with these columns in it; without any when `columns` is undefined. */
export const withColumns = (address: string, columns: string | null | undefined): string => {
  const [path, search = ""] = address.split("?", 2);
  const params = new URLSearchParams(search);
  if (columns === null || columns === undefined) params.delete(COLUMNS_PARAM);
  else params.set(COLUMNS_PARAM, columns);
  const text = params.toString();
  return text === "" ? (path ?? "") : `${path}?${text}`;
};

/** An address from this screen keeping the columns of the current one, unless it names its own. */
export const keepColumns = (address: string, current: string | null): string =>
  new URLSearchParams(address.split("?", 2)[1] ?? "").has(COLUMNS_PARAM)
    ? address
    : withColumns(address, current);
