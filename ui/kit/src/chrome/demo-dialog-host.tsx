// Where the request-a-demo dialog lives (spec §2.5 footers): the forms' DemoDialog, fetched on the
// first open (or when the pointer or focus reaches a button that opens it), shown while $demoDialog.

import { useStore } from "@nanostores/react";
import { type ComponentType, useEffect, useState } from "react";
import type { DemoDialogProps } from "../forms/demo-dialog.tsx";
import { guardedImport } from "../runtime/chunk-failure.ts";
import { $demoDialog } from "../stores/demo-dialog.ts";

const loadDemoDialog = () => guardedImport(() => import("../forms/demo-dialog.tsx"));

export const preloadDemoDialog = (): void => void loadDemoDialog();

export function DemoDialogHost() {
  const open = useStore($demoDialog);
  const [Dialog, setDialog] = useState<ComponentType<DemoDialogProps>>();
  useEffect(() => {
    if (open && Dialog === undefined) void loadDemoDialog().then((m) => m && setDialog(() => m.DemoDialog));
  }, [open, Dialog]);
  return Dialog ? <Dialog isOpen={open} onOpenChange={(isOpen) => $demoDialog.set(isOpen)} /> : null;
}
