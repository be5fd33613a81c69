// The panels of the floating widgets, fetched when one is first opened (they are not part of the
// page's first load): the contact entries of core's buildContactWidget over the site configuration,
// and the online-chat panel of the Chinese layout.
import { useLingui } from "@lingui/react";
import { buildContactWidget, type Locale, publicPath } from "@portolan/core";
import { CONTACT } from "../config/contact-config.ts";
import { $demoDialog } from "../stores/demo-dialog.ts";
import { preloadDemoDialog } from "./demo-dialog-host.tsx";
import * as s from "./widgets.css.ts";

export const CONTACT_PANEL_ID = "contact-panel";
export const CHAT_PANEL_ID = "chat-panel";

export function ContactPanel() {
  const { i18n } = useLingui();
  return (
    <section id={CONTACT_PANEL_ID} className={s.panel} aria-labelledby={`${CONTACT_PANEL_ID}-title`}>
      <p id={`${CONTACT_PANEL_ID}-title`} className={s.panelTitle}>
        {i18n._("chrome.contact.title")}
      </p>
      <ul className={s.list}>
        {buildContactWidget(CONTACT).map((entry) =>
          entry.kind === "wechat" ? (
            <li key={entry.kind}>
              <p className={s.text}>{i18n._(entry.name)}</p>
              <img
                className={s.qr}
                src={entry.src}
                alt={i18n._("chrome.contact.wechatAlt")}
                width="120"
                height="120"
              />
            </li>
          ) : (
            <li key={entry.kind}>
              <a href={entry.href}>
                {i18n._(entry.name)}: {entry.value}
              </a>
            </li>
          ),
        )}
      </ul>
    </section>
  );
}

export function ChatPanel({ locale }: { readonly locale: Locale }) {
  const { i18n } = useLingui();
  return (
    <section id={CHAT_PANEL_ID} className={s.panel} aria-labelledby={`${CHAT_PANEL_ID}-title`}>
      <p id={`${CHAT_PANEL_ID}-title`} className={s.panelTitle}>
        {i18n._("chrome.chat.title")}
      </p>
      <p className={s.text}>{i18n._("chrome.chat.hours")}</p>
      <p className={s.text}>{i18n._("chrome.chat.offline")}</p>
      <div className={s.actions}>
        <a className={s.linkButton} href={publicPath(locale, "/contact")}>
          {i18n._("chrome.chat.message")}
        </a>
        <button
          type="button"
          className={s.linkButton}
          aria-haspopup="dialog"
          onClick={() => $demoDialog.set(true)}
          onPointerEnter={preloadDemoDialog}
          onFocus={preloadDemoDialog}
        >
          {i18n._("nav.footer.requestDemo")}
        </button>
      </div>
    </section>
  );
}
