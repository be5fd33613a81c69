import { englishMessages } from "@portolan/core";
import { UI_AREAS } from "./ui-areas.ts";

export const messages: Readonly<Record<string, string>> = Object.assign(
  {},
  englishMessages,
  ...UI_AREAS.map((a) => a.en),
);
