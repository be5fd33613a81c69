// Where an island's module is in the client build's manifest, which the prerender reads to link the
// island's stylesheets and preload it. An island only the entry imports is keyed by its source file
// (`src/islands/<name>.island.tsx`); one a page file also imports (the page files are build inputs for
// their stylesheets) becomes a shared chunk, keyed by its file and named `<name>.island`.
export const islandManifestKey = (
  manifest: Readonly<Record<string, { readonly name?: string }>>,
  name: string,
): string => {
  const source = `src/islands/${name}.island.tsx`;
  if (manifest[source] !== undefined) return source;
  return Object.keys(manifest).find((key) => manifest[key]?.name === `${name}.island`) ?? source;
};
