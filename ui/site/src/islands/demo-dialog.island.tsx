// The request-a-demo dialog, opened from the footer and the chat panel: nothing on screen until then.
import { DemoDialogHost } from "@portolan/kit/chrome/demo-dialog-host.tsx";
import { defineIsland } from "./define-island.tsx";

export default defineIsland("demo-dialog", DemoDialogHost, "idle");
