// The sign-out confirmation (spec §4 Logout: "after a confirmation, call logout, clear the session,
// remove the login cookie, go to the language home"). The steps are core's sessionReducer; their
// effects run in session-effects.ts. Fetched when the session first asks for a confirmation.
import { useLingui } from "@lingui/react";
import { useStore } from "@nanostores/react";
import type { Locale } from "@portolan/core";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { runSessionEffects } from "../data/data-client.ts";
import { $session } from "../stores/session.ts";
import { sendSessionEvent } from "../stores/session-events.ts";
import * as m from "./account-menu.css.ts";
import * as s from "./header.css.ts";

export interface SignOutDialogProps {
  readonly isOpen: boolean;
  readonly locale: Locale;
  readonly message: string;
}

export function SignOutDialog({ isOpen, locale, message }: SignOutDialogProps) {
  const { i18n } = useLingui();
  const busy = useStore($session).kind === "logging-out";
  const cancel = () => void runSessionEffects(sendSessionEvent({ type: "logout-cancelled" }), locale);
  return (
    <ModalOverlay
      className={m.overlay}
      isOpen={isOpen}
      isDismissable={!busy}
      onOpenChange={(open) => {
        if (!open) cancel();
      }}
    >
      <Modal>
        <Dialog role="alertdialog" className={m.dialog}>
          <Heading slot="title" className={m.dialogTitle}>
            {message}
          </Heading>
          <div className={m.dialogButtons}>
            {/* The least destructive action takes the focus (WAI-ARIA alert dialog pattern). */}
            <Button className={s.ghostButton} isDisabled={busy} onPress={cancel} autoFocus>
              {i18n._("chrome.account.signOutCancel")}
            </Button>
            <Button
              className={s.solidButton}
              isDisabled={busy}
              onPress={() => void runSessionEffects(sendSessionEvent({ type: "logout-confirmed" }), locale)}
            >
              {busy ? i18n._("chrome.account.signingOut") : i18n._("nav.account.signOut")}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
