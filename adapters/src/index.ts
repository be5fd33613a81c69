// The package's public surface: explicit named exports, one line per module.

export type { CookieJar, CookieOptions } from "./cookies/cookie-jar.ts";
export { documentCookies } from "./cookies/document-cookies.ts";
export { memoryCookies } from "./cookies/memory-cookies.ts";
export {
  type CallFailure,
  type CallOptions,
  type CallResult,
  createProviderClient,
  type DataOf,
  type ProviderClient,
  type ProviderClientOptions,
} from "./http/provider-client.ts";
export {
  CHUNK_RELOAD_KEY,
  type ChunkReloadPorts,
  reloadForChunkFailure,
} from "./routing/chunk-reload-guard.ts";
export { browserNavigation, type FullNavigation, memoryNavigation } from "./routing/full-navigation.ts";
export { afterIdle, type IdleHost } from "./routing/idle.ts";
export { browserConnection, type ConnectionFacts, mayPrefetch } from "./routing/prefetch-policy.ts";
export type { KeyValueStorage } from "./storage/key-value-storage.ts";
export { memoryStorage } from "./storage/memory-storage.ts";
export { webStorage } from "./storage/web-storage.ts";
export { type BeaconTransport, beaconTracker } from "./tracking/beacon-tracker.ts";
export { type MemoryTracker, memoryTracker } from "./tracking/memory-tracker.ts";
export {
  combineTrackers,
  noTracker,
  type PageView,
  type PageViewTracker,
} from "./tracking/page-view-tracker.ts";
