// The frame of the search form's dialogs (data sets, HS picker): react-aria's modal sheet, dismissed
// by Escape or a click outside; fetched with the dialog that uses it (lazy-dialog.ts).
import type { ReactNode } from "react";
import { Dialog, Modal, ModalOverlay } from "react-aria-components";
import * as s from "./shipment-search.css.ts";

export function SearchModal(props: {
  readonly isOpen: boolean;
  readonly onClose: () => void;
  /** The dialog's content, given the function that closes it. */
  readonly children: (close: () => void) => ReactNode;
}) {
  return (
    <ModalOverlay
      className={s.overlay}
      isDismissable
      isOpen={props.isOpen}
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
    >
      <Modal className={s.modal}>
        <Dialog className={s.dialog}>{({ close }) => props.children(close)}</Dialog>
      </Modal>
    </ModalOverlay>
  );
}
