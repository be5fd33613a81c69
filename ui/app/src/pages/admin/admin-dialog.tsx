// The admin page's confirmation (issue 29 item 9): a decision that shuts an account out, or settles
// an order's money, is asked once more in a dialog that names the account (and the order), with the
// least destructive answer focused first (WAI-ARIA alert dialog). Fields, when the step needs them
// (the amount received, a reason), sit inside it; the step runs only with them filled in.
import { useLingui } from "@lingui/react/macro";
import * as m from "@portolan/kit/chrome/account-menu.css.ts";
import * as f from "@portolan/kit/forms/forms.css.ts";
import type { ReactNode } from "react";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import * as t from "./admin.css.ts";

export interface AdminDialogProps {
  readonly title: string;
  /** What happens, in a sentence that names the account. */
  readonly text: string;
  readonly confirmLabel: string;
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
  readonly children?: ReactNode;
}

export function AdminDialog(props: AdminDialogProps) {
  const { t: tr } = useLingui();
  return (
    <ModalOverlay
      className={m.overlay}
      isOpen
      isDismissable={!props.busy}
      onOpenChange={(open) => {
        if (!open) props.onCancel();
      }}
    >
      <Modal>
        <Dialog role="alertdialog" className={t.dialog}>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (!props.busy) props.onConfirm();
            }}
          >
            <Heading slot="title" className={m.dialogTitle}>
              {props.title}
            </Heading>
            <p className={t.dialogText}>{props.text}</p>
            {props.children}
            <div className={m.dialogButtons}>
              <Button
                className={f.secondaryButton}
                isDisabled={props.busy}
                onPress={props.onCancel}
                autoFocus
              >
                {tr`Go back`}
              </Button>
              <Button type="submit" className={f.primaryButton} isDisabled={props.busy}>
                {props.confirmLabel}
              </Button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
