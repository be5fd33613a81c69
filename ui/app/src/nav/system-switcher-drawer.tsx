// The system-switcher drawer (spec §2.6, §7 OEM redirect URL): the session's OEM systems and the open
// platform (core's buildSystemSwitcher). A system reached through the redirect call opens only when
// core's oemOpenUrl accepts the answer (http or https, on a host of the session's systems), in a new
// tab without opener access; a refusal shows the server's message or the code as an error.
// Fetched on the first open (system-switcher.tsx holds the button), with react-aria's modal.
import { useLingui } from "@lingui/react";
import {
  type errorMessages,
  type OemDomain,
  oemOpenUrl,
  type SwitcherEntry,
  type SystemSwitcher,
} from "@portolan/core";
import { dataClient } from "@portolan/kit/data/data-client.ts";
import { failureText } from "@portolan/kit/forms/notice-text.ts";
import { notify } from "@portolan/kit/notifications/notifications-store.ts";
import { useState } from "react";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import type { ConsoleNavMessageId } from "../i18n/console-nav-messages.ts";
import * as n from "./nav.css.ts";
import * as s from "./switcher.css.ts";

type Translate = (id: string, values?: Readonly<Record<string, string | number>>) => string;

const REFUSED: keyof typeof errorMessages = "errors.oem.hostRefused";

/** Asks the provider for the system's address and opens it, or says why not. */
export const openThroughRedirect = async (
  entry: SwitcherEntry,
  oemDomains: readonly OemDomain[],
  t: Translate,
): Promise<void> => {
  if (entry.action.kind !== "sso") return;
  const result = await dataClient().call("oemRedirectUrl", { query: entry.action.query });
  if (!result.ok) {
    const text = failureText(t, result.outcome);
    if (text !== undefined) notify("error", text);
    return;
  }
  const url = oemOpenUrl(result.data, oemDomains);
  if (url === undefined) {
    notify("error", t(REFUSED));
    return;
  }
  window.open(url, "_blank", "noopener,noreferrer");
};

export interface SystemSwitcherDrawerProps {
  readonly switcher: SystemSwitcher;
  readonly oemDomains: readonly OemDomain[];
  readonly isOpen: boolean;
  readonly onOpenChange: (open: boolean) => void;
}

export function SystemSwitcherDrawer({
  switcher,
  oemDomains,
  isOpen,
  onOpenChange,
}: SystemSwitcherDrawerProps) {
  const { i18n } = useLingui();
  const t: Translate = (id, values) => i18n._(id, values);
  const nav = (id: ConsoleNavMessageId) => i18n._(id);
  const [busy, setBusy] = useState<string>();
  const title = i18n._(switcher.title);
  const nameOf = (e: SwitcherEntry) => e.text ?? (e.name ? i18n._(e.name) : e.id);
  return (
    <ModalOverlay className={s.overlay} isDismissable isOpen={isOpen} onOpenChange={onOpenChange}>
      <Modal className={s.drawer}>
        <Dialog className={s.dialog} data-switcher="drawer">
          {({ close }) => (
            <>
              <div className={s.head}>
                <Heading slot="title" className={s.title}>
                  {title}
                </Heading>
                <Button className={s.close} onPress={close}>
                  {nav("console.nav.switcher.close")}
                </Button>
              </div>
              <p className={s.intro}>{nav("console.nav.switcher.intro")}</p>
              <ul className={s.list}>
                {switcher.entries.map((e) => (
                  <li key={e.id}>
                    {e.action.kind === "link" ? (
                      <a
                        className={s.entry}
                        href={e.action.href}
                        target="_blank"
                        rel="noopener noreferrer"
                        data-switcher-id={e.id}
                        onClick={close}
                      >
                        {nameOf(e)}
                        <span className={n.visuallyHidden}> {nav("console.nav.newTab")}</span>
                      </a>
                    ) : (
                      <Button
                        className={s.entry}
                        data-switcher-id={e.id}
                        isDisabled={busy !== undefined}
                        onPress={() => {
                          setBusy(e.id);
                          void openThroughRedirect(e, oemDomains, t).finally(() => {
                            setBusy(undefined);
                            close();
                          });
                        }}
                      >
                        {busy === e.id ? nav("console.nav.switcher.opening") : nameOf(e)}
                      </Button>
                    )}
                  </li>
                ))}
              </ul>
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
