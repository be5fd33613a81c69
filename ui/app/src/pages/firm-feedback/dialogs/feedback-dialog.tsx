// The dialog of a report on firm identity (issue 30 "Feedback"): what the report says, its fields, and
// once sent, the thanks in its place ("an operator will review it"), so the user knows it was kept.
import { useLingui } from "@lingui/react/macro";
import { LINE_TEXT_MAX } from "@portolan/contracts";
import * as m from "@portolan/kit/chrome/account-menu.css.ts";
import * as f from "@portolan/kit/forms/forms.css.ts";
import type { ReactNode } from "react";
import { Button, Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import * as s from "../firm-feedback.css.ts";

export function FeedbackDialog(props: {
  readonly title: string;
  readonly text: string;
  readonly sendLabel: string;
  readonly busy: boolean;
  /** Sent: the thanks show instead of the fields. */
  readonly sent: boolean;
  /** Whether the report can be sent yet (a firm chosen). */
  readonly ready?: boolean;
  readonly onSend: () => void;
  readonly onClose: () => void;
  readonly children?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <ModalOverlay
      className={m.overlay}
      isOpen
      isDismissable={!props.busy}
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
    >
      <Modal>
        <Dialog className={s.dialog} data-testid="firm-feedback-dialog">
          <form
            className={s.form}
            onSubmit={(e) => {
              e.preventDefault();
              if (!props.busy && !props.sent && props.ready !== false) props.onSend();
            }}
          >
            <Heading slot="title" className={m.dialogTitle}>
              {props.title}
            </Heading>
            {props.sent ? (
              <p className={s.text} role="status">
                {t`Thanks — an operator will review it.`}
              </p>
            ) : (
              <>
                <p className={s.text}>{props.text}</p>
                {props.children}
              </>
            )}
            <div className={m.dialogButtons}>
              <Button className={f.secondaryButton} isDisabled={props.busy} onPress={props.onClose} autoFocus>
                {props.sent ? t`Close` : t`Cancel`}
              </Button>
              {props.sent ? null : (
                <Button
                  type="submit"
                  className={f.primaryButton}
                  isDisabled={props.busy || props.ready === false}
                >
                  {props.sendLabel}
                </Button>
              )}
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

/** The optional comment of a report. */
export function CommentField(props: { readonly value: string; readonly onChange: (v: string) => void }) {
  const { t } = useLingui();
  return (
    <label className={f.field}>
      <span className={f.label}>{t`Comment (optional)`}</span>
      <textarea
        className={f.input}
        rows={3}
        maxLength={LINE_TEXT_MAX}
        value={props.value}
        onChange={(e) => props.onChange(e.target.value)}
      />
    </label>
  );
}
