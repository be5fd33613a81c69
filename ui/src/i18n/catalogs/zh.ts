import { coreZh } from "./core-zh.ts";
import { UI_AREAS } from "./ui-areas.ts";

export const messages: Readonly<Record<string, string>> = Object.assign(
  {},
  coreZh,
  ...UI_AREAS.map((a) => a.zh),
);
