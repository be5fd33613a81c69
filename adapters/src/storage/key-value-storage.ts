// The storage port: a few string values kept across reloads of the tab (the chunk-reload guard's last
// reload time). `web-storage.ts` wraps sessionStorage/localStorage; `memory-storage.ts` is its twin.

export interface KeyValueStorage {
  readonly get: (key: string) => string | undefined;
  readonly set: (key: string, value: string) => void;
  readonly remove: (key: string) => void;
}
