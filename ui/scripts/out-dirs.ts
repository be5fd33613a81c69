// Where a build writes: dist by default, or PORTOLAN_UI_OUT (parallel builds, copies for tests).
// The server-render bundle stays inside ui/ whatever the client's folder: it imports the packages
// of ui/node_modules, which resolve only from here.
import { basename, join, resolve } from "node:path";

const ui = join(import.meta.dirname, "..");

export const clientOutDir = (): string => resolve(ui, process.env.PORTOLAN_UI_OUT || "dist");

export const ssrOutDir = (): string =>
  join(ui, process.env.PORTOLAN_UI_OUT ? `dist-ssr-${basename(clientOutDir())}` : "dist-ssr");
