// The header (language bar, menus, hamburger, the account links), with the throttled viewport
// listener that hides the language bar on scroll and applies the mobile menu's collapse rules.
import { Header } from "@portolan/kit/chrome/header.tsx";
import { useViewportTracking } from "@portolan/kit/layout/use-viewport-tracking.ts";
import type { ComponentProps } from "react";
import { defineIsland } from "./define-island.tsx";

function SiteHeader(props: ComponentProps<typeof Header>) {
  useViewportTracking();
  return <Header {...props} />;
}

export default defineIsland("header", SiteHeader, "idle");
