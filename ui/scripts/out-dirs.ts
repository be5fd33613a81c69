// Where a build writes: ui/dist by default, or PORTOLAN_UI_OUT (relative to ui/: parallel builds,
// copies for tests). Both documents write there: the site first (it empties the folder), the app
// after it. The site's server-render bundle stays inside ui/site whatever the client's folder: it
// imports the packages of ui/site/node_modules, which resolve only from there.
import { basename, join, resolve } from "node:path";

const ui = join(import.meta.dirname, "..");

export const clientOutDir = (): string => resolve(ui, process.env.PORTOLAN_UI_OUT || "dist");

export const ssrOutDir = (): string =>
  join(ui, "site", process.env.PORTOLAN_UI_OUT ? `dist-ssr-${basename(clientOutDir())}` : "dist-ssr");
