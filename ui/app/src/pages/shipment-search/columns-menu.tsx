// The results' "Columns" menu: a checkbox item per column the table can show (react-aria's menu
// with multiple selection: menuitemcheckbox, keyboard and Escape as a menu should). Fetched when its
// button (columns-button.tsx) is first reached, and shown beside it.
import { useLingui } from "@lingui/react/macro";
import type { RefObject } from "react";
import { Menu, MenuItem, Popover, type Selection } from "react-aria-components";
import { RESULT_COLUMNS, type ResultColumn } from "./search-columns.ts";
import * as s from "./shipment-search.css.ts";

export interface ColumnsMenuProps {
  readonly chosen: readonly ResultColumn[];
  readonly names: Readonly<Record<ResultColumn, string>>;
  readonly onChange: (columns: readonly ResultColumn[]) => void;
  readonly triggerRef: RefObject<HTMLButtonElement | null>;
  readonly isOpen: boolean;
  readonly onClose: () => void;
}

export function ColumnsMenu(props: ColumnsMenuProps) {
  const { t } = useLingui();
  const change = (keys: Selection) =>
    props.onChange(keys === "all" ? RESULT_COLUMNS : RESULT_COLUMNS.filter((c) => keys.has(c)));
  return (
    <Popover
      className={s.popover}
      placement="bottom end"
      triggerRef={props.triggerRef}
      isOpen={props.isOpen}
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
    >
      <Menu
        className={s.menu}
        aria-label={t`Columns`}
        autoFocus="first"
        selectionMode="multiple"
        // Several columns are usually changed at once: the menu stays open until Escape or a click outside.
        shouldCloseOnSelect={false}
        selectedKeys={new Set(props.chosen)}
        onSelectionChange={change}
      >
        {RESULT_COLUMNS.map((c) => (
          <MenuItem key={c} id={c} className={s.menuItem} textValue={props.names[c]}>
            {({ isSelected }) => (
              <>
                <span aria-hidden="true" className={s.check}>
                  {isSelected ? "☑" : "☐"}
                </span>
                {props.names[c]}
              </>
            )}
          </MenuItem>
        ))}
      </Menu>
    </Popover>
  );
}
