// Leaving the page for a new document: a language change (new catalogue), a redirect to another
// language, a reload after a failed chunk. `memoryNavigation` is the twin that records the calls.

export interface FullNavigation {
  readonly assign: (url: string) => void;
  readonly reload: () => void;
}

export const browserNavigation = (
  target: Pick<Location, "assign" | "reload"> = location,
): FullNavigation => ({
  assign: (url) => target.assign(url),
  reload: () => target.reload(),
});

export const memoryNavigation = (): FullNavigation & { readonly calls: string[] } => {
  const calls: string[] = [];
  return {
    calls,
    assign: (url) => void calls.push(`assign ${url}`),
    reload: () => void calls.push("reload"),
  };
};
