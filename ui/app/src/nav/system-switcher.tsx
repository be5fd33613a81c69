// The system switcher's button in the header bar (spec §2.6). The drawer behind it, with react-aria's
// modal, dialog and focus handling, is fetched when the pointer or focus reaches the button or on the
// first press, not with the console: it is most of the react-aria code the header would otherwise load.
import { useLingui } from "@lingui/react";
import type { OemDomain, SystemSwitcher } from "@portolan/core";
import { guardedImport } from "@portolan/kit/runtime/chunk-failure.ts";
import { type ComponentType, useState } from "react";
import * as s from "./switcher.css.ts";
import type { SystemSwitcherDrawerProps } from "./system-switcher-drawer.tsx";

const loadDrawer = () => guardedImport(() => import("./system-switcher-drawer.tsx"));

function SwitcherIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d="M3 3h5v5H3zM12 3h5v5h-5zM3 12h5v5H3zM12 12h5v5h-5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </svg>
  );
}

export function SystemSwitcherButton({
  switcher,
  oemDomains,
}: {
  readonly switcher: SystemSwitcher;
  readonly oemDomains: readonly OemDomain[];
}) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const [Drawer, setDrawer] = useState<ComponentType<SystemSwitcherDrawerProps>>();
  const load = () =>
    loadDrawer().then((m) => {
      if (m) setDrawer(() => m.SystemSwitcherDrawer);
      return m !== undefined;
    });
  return (
    <>
      {/* The drawer's modal gives the focus back to this button when it closes. */}
      <button
        type="button"
        className={s.trigger}
        aria-label={i18n._(switcher.title)}
        aria-haspopup="dialog"
        aria-expanded={open && Drawer !== undefined}
        data-switcher="open"
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        onClick={() => void load().then((loaded) => loaded && setOpen(true))}
      >
        <SwitcherIcon />
      </button>
      {Drawer && <Drawer switcher={switcher} oemDomains={oemDomains} isOpen={open} onOpenChange={setOpen} />}
    </>
  );
}
