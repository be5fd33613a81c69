// The attributes of an island's marker element (define-island.tsx writes them, island-runtime.tsx
// and the prerender read them).
export const ISLAND_NAME_ATTRIBUTE = "data-island";
export const ISLAND_PROPS_ATTRIBUTE = "data-props";
export const ISLAND_WHEN_ATTRIBUTE = "data-hydrate";
