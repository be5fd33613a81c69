import { coreRu } from "./core-ru.ts";
import { UI_AREAS } from "./ui-areas.ts";

export const messages: Readonly<Record<string, string>> = Object.assign(
  {},
  coreRu,
  ...UI_AREAS.map((a) => a.ru),
);
