// Revoking a data API key is asked once more (issue 31 item 12): a program using the key stops at
// its next call and the key cannot be brought back, so a slip of the mouse must not do it. A
// WAI-ARIA alert dialog naming the key, "Keep the key" focused first.
import { useLingui } from "@lingui/react/macro";
import * as m from "@portolan/kit/chrome/account-menu.css.ts";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import * as s from "../../widgets/widgets.css.ts";

export function RevokeKeyDialog(props: {
  readonly name: string;
  readonly hint: string;
  readonly busy: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}) {
  const { t } = useLingui();
  const { name, hint } = props;
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
        <Dialog role="alertdialog" className={m.dialog}>
          <Heading slot="title" className={m.dialogTitle}>
            {t`Revoke the key “${name}”?`}
          </Heading>
          <p className={s.text}>
            {t`Programs that send the key ${hint} are refused from their next call. A revoked key cannot be used again.`}
          </p>
          <div className={m.dialogButtons}>
            <Button className={f.secondaryButton} isDisabled={props.busy} onPress={props.onCancel} autoFocus>
              {t`Keep the key`}
            </Button>
            <Button className={f.primaryButton} isDisabled={props.busy} onPress={props.onConfirm}>
              {t`Revoke`}
            </Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
