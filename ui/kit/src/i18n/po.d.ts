// A PO catalogue imported by the code is compiled to Lingui's messages by its Vite plugin.
declare module "*.po" {
  import type { Messages } from "@lingui/core";
  export const messages: Messages;
}
