// The form fields every form uses: a visible label, the issue beside the field (aria-invalid and
// aria-describedby through react-aria), and an optional hint.

import { type ReactNode, useContext } from "react";
import {
  FieldError,
  Input,
  Label,
  Text,
  TextArea,
  TextAreaContext,
  type TextAreaProps,
  TextField,
} from "react-aria-components";
import * as s from "./forms.css.ts";

export interface FieldBase {
  /** The id of the input (used to move the focus to the first field in error). */
  readonly id: string;
  readonly label: string;
  /** The issue's text, when the field is in error. */
  readonly issue?: string | undefined;
  readonly hint?: ReactNode;
  readonly isRequired?: boolean;
  readonly isDisabled?: boolean;
}

export function RequiredMark({ on }: { readonly on: boolean | undefined }) {
  return on ? (
    <span className={s.required} aria-hidden="true">
      {" *"}
    </span>
  ) : null;
}

/**
 * react-aria's TextField learns that its control is a textarea only once it is mounted, so the
 * prerendered page gave the textarea `type="text"` (not allowed there: the Nu checker's error).
 * This passes the field's props on to the textarea without it.
 */
function TypelessTextArea(props: TextAreaProps) {
  const fromField = useContext(TextAreaContext);
  const { type: _, ...rest } = (fromField ?? {}) as TextAreaProps & { type?: string };
  return (
    <TextAreaContext.Provider value={rest}>
      <TextArea {...props} />
    </TextAreaContext.Provider>
  );
}

export function TextInput(
  props: FieldBase & {
    readonly value: string;
    readonly onChange: (value: string) => void;
    readonly type?: "text" | "email" | "tel" | "password" | "url" | "date";
    readonly autoComplete?: string;
    readonly multiline?: boolean;
    readonly inputMode?: "text" | "numeric" | "decimal" | "tel" | "email" | "url";
  },
) {
  return (
    // The id goes on the field, which gives it to its input and the label's `for` (an id set on the
    // input alone left the prerendered label naming a control that is not there).
    <TextField
      id={props.id}
      className={s.field}
      value={props.value}
      onChange={props.onChange}
      isInvalid={props.issue !== undefined}
      isRequired={props.isRequired ?? false}
      isDisabled={props.isDisabled ?? false}
      {...(props.multiline ? {} : { type: props.type ?? "text" })}
      {...(props.autoComplete === undefined ? {} : { autoComplete: props.autoComplete })}
      {...(props.inputMode === undefined ? {} : { inputMode: props.inputMode })}
    >
      <Label className={s.label}>
        {props.label}
        <RequiredMark on={props.isRequired} />
      </Label>
      {props.multiline ? <TypelessTextArea className={s.textarea} rows={5} /> : <Input className={s.input} />}
      {props.hint === undefined ? null : (
        <Text slot="description" className={s.hint}>
          {props.hint}
        </Text>
      )}
      <FieldError className={s.error}>{props.issue}</FieldError>
    </TextField>
  );
}

/** What a form may set on a text field beyond the field binding and the label. */
export type TextExtras = Partial<
  Omit<Parameters<typeof TextInput>[0], "id" | "label" | "value" | "onChange">
>;

export interface Choice {
  readonly id: string;
  readonly name: string;
}
