// Stands in for the use-sync-external-store shim (wouter, react-aria import it for React < 18):
// React 19 has the hook itself, so the shim's fallback code need not ship (vite.config.ts alias).
export { useSyncExternalStore } from "react";
