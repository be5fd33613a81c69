// Every link a mail carries starts with the public origin (issue 31 item 11, D338). Outside demo mode
// a process that sends mail (the provider, the importer's alert check) needs PORTOLAN_PUBLIC_ORIGIN:
// the loopback default would send users links to http://localhost:8080 of their own machine.
import type { ServerConfig } from "../config.ts";

/** Why this configuration may not send mail, in the operator's words; undefined when it may. */
export const mailOriginRefusal = (
  config: Pick<ServerConfig, "demoMode" | "publicOriginGiven" | "publicOrigin">,
): string | undefined =>
  config.demoMode || config.publicOriginGiven
    ? undefined
    : `PORTOLAN_PUBLIC_ORIGIN is not set, so mails would link to ${config.publicOrigin}, which users cannot reach. ` +
      "Set it to the address users reach the product at, as the provider has it (for example " +
      "PORTOLAN_PUBLIC_ORIGIN=https://data.example.com), or run in demo mode (PORTOLAN_DEMO_MODE=true).";
