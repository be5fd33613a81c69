// A filter that holds several codes (countries, ports): a combo box to find one by what is typed,
// the chosen ones listed below it, each with a button that removes it. The list of choices is the
// caller's (fixed for countries, asked of the provider for ports).
import { useLingui } from "@lingui/react/macro";
import type { Choice } from "@portolan/kit/forms/fields.tsx";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { type RefObject, useContext, useEffect, useRef } from "react";
import {
  ComboBox,
  ComboBoxStateContext,
  Input,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
} from "react-aria-components";
import * as s from "./shipment-search.css.ts";

export function MultiChoice(props: {
  readonly label: string;
  readonly chosen: readonly string[];
  readonly nameOf: (code: string) => string;
  readonly choices: readonly Choice[];
  readonly typed: string;
  readonly onType: (text: string) => void;
  readonly onChange: (codes: readonly string[]) => void;
  readonly placeholder?: string;
}) {
  const { t } = useLingui();
  const picked = useRef(false);
  const add = (key: Key | null) => {
    if (key === null) return;
    const code = String(key);
    if (!props.chosen.includes(code)) props.onChange([...props.chosen, code]);
    picked.current = true;
    props.onType("");
  };
  const type = (text: string) => {
    if (text !== "") picked.current = false;
    props.onType(text);
  };
  return (
    <div className={f.field}>
      <ComboBox
        className={f.field}
        inputValue={props.typed}
        onInputChange={type}
        items={props.choices.filter((c) => !props.chosen.includes(c.id))}
        selectedKey={null}
        onSelectionChange={add}
        menuTrigger="input"
        // Opens as soon as something is typed, before an asked list (ports) has come.
        allowsEmptyCollection
      >
        <Label className={f.label}>{props.label}</Label>
        <CloseAfterPick picked={picked} />
        <Input
          className={f.input}
          {...(props.placeholder === undefined ? {} : { placeholder: props.placeholder })}
        />
        <Popover className={f.popover}>
          <ListBox<Choice> className={f.listbox} renderEmptyState={() => <span>{t`Nothing found yet`}</span>}>
            {(item) => (
              <ListBoxItem id={item.id} textValue={item.name} className={f.option}>
                {item.name}
              </ListBoxItem>
            )}
          </ListBox>
        </Popover>
      </ComboBox>
      {props.chosen.length === 0 ? null : (
        <ul className={s.tags} aria-label={t`Chosen: ${props.label}`}>
          {props.chosen.map((code) => {
            const name = props.nameOf(code);
            return (
              <li key={code}>
                <button
                  type="button"
                  className={s.chip}
                  aria-label={t`Remove ${name}`}
                  onClick={() => props.onChange(props.chosen.filter((c) => c !== code))}
                >
                  {name} <span aria-hidden="true">×</span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/**
 * Clearing the box after a pick is a change of its text, on which react-aria opens the list again:
 * it is closed at once, so that the chosen code shows and the page is not hidden behind the list.
 */
function CloseAfterPick(props: { readonly picked: RefObject<boolean> }) {
  const state = useContext(ComboBoxStateContext);
  useEffect(() => {
    if (props.picked.current && state?.isOpen === true) {
      props.picked.current = false;
      state.close();
    }
  });
  return null;
}
