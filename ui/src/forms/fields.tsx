// The form fields every form uses: a visible label, the issue beside the field (aria-invalid and
// aria-describedby through react-aria), and an optional hint.

import type { ReactNode } from "react";
import {
  Button,
  Checkbox,
  ComboBox,
  FieldError,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Text,
  TextArea,
  TextField,
} from "react-aria-components";
import * as s from "./forms.css.ts";
import { useAfterHydration } from "./use-after-hydration.ts";

interface FieldBase {
  /** The id of the input (used to move the focus to the first field in error). */
  readonly id: string;
  readonly label: string;
  /** The issue's text, when the field is in error. */
  readonly issue?: string | undefined;
  readonly hint?: ReactNode;
  readonly isRequired?: boolean;
  readonly isDisabled?: boolean;
}

function RequiredMark({ on }: { readonly on: boolean | undefined }) {
  return on ? (
    <span className={s.required} aria-hidden="true">
      {" *"}
    </span>
  ) : null;
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
    <TextField
      className={s.field}
      value={props.value}
      onChange={props.onChange}
      isInvalid={props.issue !== undefined}
      isRequired={props.isRequired ?? false}
      isDisabled={props.isDisabled ?? false}
      type={props.type ?? "text"}
      {...(props.autoComplete === undefined ? {} : { autoComplete: props.autoComplete })}
      {...(props.inputMode === undefined ? {} : { inputMode: props.inputMode })}
    >
      <Label className={s.label}>
        {props.label}
        <RequiredMark on={props.isRequired} />
      </Label>
      {props.multiline ? (
        <TextArea id={props.id} className={s.textarea} rows={5} />
      ) : (
        <Input id={props.id} className={s.input} />
      )}
      {props.hint === undefined ? null : (
        <Text slot="description" className={s.hint}>
          {props.hint}
        </Text>
      )}
      <FieldError className={s.error}>{props.issue}</FieldError>
    </TextField>
  );
}

export interface Choice {
  readonly id: string;
  readonly name: string;
}

/** A text field with suggestions: the user may pick one or type any other text. */
export function ComboInput(
  props: FieldBase & {
    readonly value: string;
    readonly onChange: (value: string) => void;
    readonly choices: readonly Choice[];
    readonly autoComplete?: string;
  },
) {
  return (
    <ComboBox
      className={s.field}
      allowsCustomValue
      inputValue={props.value}
      onInputChange={props.onChange}
      items={props.choices}
      isInvalid={props.issue !== undefined}
      isRequired={props.isRequired ?? false}
      menuTrigger="input"
    >
      <Label className={s.label}>
        {props.label}
        <RequiredMark on={props.isRequired} />
      </Label>
      <div className={s.comboRow}>
        <Input
          id={props.id}
          className={s.input}
          {...(props.autoComplete === undefined ? {} : { autoComplete: props.autoComplete })}
        />
        <Button className={s.comboButton}>
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      {props.hint === undefined ? null : (
        <Text slot="description" className={s.hint}>
          {props.hint}
        </Text>
      )}
      <FieldError className={s.error}>{props.issue}</FieldError>
      <Popover className={s.popover}>
        <ListBox<Choice> className={s.listbox}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.name} className={s.option}>
              {item.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

type SelectInputProps = FieldBase & {
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly choices: readonly Choice[];
  readonly placeholder: string;
};

/** What the server draws in place of a select: its label and its current value, inert. */
function SelectStandIn(props: SelectInputProps) {
  const current = props.choices.find((c) => c.id === props.value)?.name ?? props.placeholder;
  return (
    <div className={s.field}>
      <span className={s.label}>
        {props.label}
        <RequiredMark on={props.isRequired} />
      </span>
      <span className={s.selectButton} aria-hidden="true">
        <span>{current}</span>
        <span>▾</span>
      </span>
    </div>
  );
}

/** A choice among a fixed list (drawn once the page is live: see use-after-hydration.ts). */
export function SelectInput(props: SelectInputProps) {
  return useAfterHydration() ? <LiveSelect {...props} /> : <SelectStandIn {...props} />;
}

function LiveSelect(props: SelectInputProps) {
  return (
    <Select
      className={s.field}
      id={props.id}
      value={props.value === "" ? null : props.value}
      onChange={(key) => props.onChange(key === null ? "" : String(key))}
      isInvalid={props.issue !== undefined}
      isRequired={props.isRequired ?? false}
      placeholder={props.placeholder}
    >
      <Label className={s.label}>
        {props.label}
        <RequiredMark on={props.isRequired} />
      </Label>
      <Button className={s.selectButton}>
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      {props.hint === undefined ? null : (
        <Text slot="description" className={s.hint}>
          {props.hint}
        </Text>
      )}
      <FieldError className={s.error}>{props.issue}</FieldError>
      <Popover className={s.popover}>
        <ListBox<Choice> className={s.listbox} items={props.choices}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.name} className={s.option}>
              {item.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}

export function CheckboxInput(
  props: FieldBase & {
    readonly value: boolean;
    readonly onChange: (value: boolean) => void;
  },
) {
  const errorId = `${props.id}-error`;
  return (
    <div className={s.field}>
      <Checkbox
        id={props.id}
        className={s.checkbox}
        isSelected={props.value}
        onChange={props.onChange}
        isInvalid={props.issue !== undefined}
        isRequired={props.isRequired ?? false}
        {...(props.issue === undefined ? {} : { "aria-describedby": errorId })}
      >
        {({ isSelected }) => (
          <>
            <span className={s.box} aria-hidden="true">
              {isSelected ? "✓" : ""}
            </span>
            <span>
              {props.label}
              <RequiredMark on={props.isRequired} />
            </span>
          </>
        )}
      </Checkbox>
      {props.hint === undefined ? null : <div className={s.hint}>{props.hint}</div>}
      {props.issue === undefined ? null : (
        <div id={errorId} className={s.error}>
          {props.issue}
        </div>
      )}
    </div>
  );
}
