// The floating widgets: the contact widget of every public page (spec §2.6: phone, QQ, WeChat QR)
// and, on the Chinese layout, the online-chat widget (spec §2.2). Decision: no third-party chat
// script (the CSP allows none); the chat widget explains when advisers answer and offers the contact
// page and the demo request. The panels are fetched on the first open.

import { useLingui } from "@lingui/react";
import type { Locale } from "@portolan/core";
import { type KeyboardEvent, useState } from "react";
import { guardedImport } from "../runtime/chunk-failure.ts";
import * as s from "./widgets.css.ts";

type Panel = "chat" | "contact";
type Panels = typeof import("./floating-panels.tsx");
const PANEL_ID: Readonly<Record<Panel, string>> = { chat: "chat-panel", contact: "contact-panel" };
const BUTTON_ID: Readonly<Record<Panel, string>> = { chat: "chat-button", contact: "contact-button" };
const loadPanels = () => guardedImport(() => import("./floating-panels.tsx"));

export function FloatingWidgets({ locale, chat }: { readonly locale: Locale; readonly chat: boolean }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState<Panel | undefined>();
  const [panels, setPanels] = useState<Panels>();
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== "Escape" || open === undefined) return;
    document.getElementById(BUTTON_ID[open])?.focus();
    setOpen(undefined);
  };
  const choose = (panel: Panel) => {
    if (open === panel) return setOpen(undefined);
    void loadPanels().then((m) => {
      if (m === undefined) return;
      setPanels(m);
      setOpen(panel);
    });
  };
  const toggle = (panel: Panel, label: string) => (
    <button
      id={BUTTON_ID[panel]}
      type="button"
      className={s.toggle}
      aria-expanded={open === panel}
      aria-controls={open === panel ? PANEL_ID[panel] : undefined}
      onClick={() => choose(panel)}
      onPointerEnter={() => void loadPanels()}
    >
      {label}
    </button>
  );
  return (
    <aside className={s.dock} onKeyDown={onKeyDown} aria-label={i18n._("chrome.contact.toggle")}>
      {panels && open === "chat" && <panels.ChatPanel locale={locale} />}
      {panels && open === "contact" && <panels.ContactPanel />}
      <div className={s.buttons}>
        {chat && toggle("chat", i18n._("chrome.chat.toggle"))}
        {toggle("contact", i18n._("chrome.contact.toggle"))}
      </div>
    </aside>
  );
}
