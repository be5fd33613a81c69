// The console's run-time configuration (core's ConsoleConfig), read once from the document the
// provider wrote it into; the defaults when absent or malformed (core's parseConsoleConfig).
import { CONSOLE_CONFIG_ELEMENT_ID, type ConsoleConfig, parseConsoleConfig } from "@portolan/core";

const read = (): unknown => {
  const text = document.getElementById(CONSOLE_CONFIG_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

let config: ConsoleConfig | undefined;

export const consoleConfig = (): ConsoleConfig => {
  config ??= parseConsoleConfig(read());
  return config;
};
