// Fields that offer choices: a combo box (a list filtered as one types) and a select.
import {
  Button,
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
} from "react-aria-components";
import { type Choice, type FieldBase, RequiredMark } from "./fields.tsx";
import * as s from "./forms.css.ts";
import { useAfterHydration } from "./use-after-hydration.ts";

/**
 * A field with a list of choices, filtered by what is typed: the user picks one (Enter picks the
 * first that matches); text that names none is not kept (issue 12: it was, and the list did not
 * filter).
 */
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
      id={props.id}
      className={s.field}
      inputValue={props.value}
      onInputChange={props.onChange}
      defaultItems={props.choices}
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
