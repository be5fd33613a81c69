// A checkbox with its issue beside it (the terms agreement of the purchase form).
import { Checkbox } from "react-aria-components";
import { type FieldBase, RequiredMark } from "./fields.tsx";
import * as s from "./forms.css.ts";

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
