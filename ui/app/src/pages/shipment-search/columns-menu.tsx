// The results' "Columns" menu: a checkbox item per column the table can show (react-aria's menu
// with multiple selection: menuitemcheckbox, keyboard and Escape as a menu should).
import { useLingui } from "@lingui/react/macro";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { Button, Menu, MenuItem, MenuTrigger, Popover, type Selection } from "react-aria-components";
import { RESULT_COLUMNS, type ResultColumn } from "./search-columns.ts";
import * as s from "./shipment-search.css.ts";

export function ColumnsMenu(props: {
  readonly chosen: readonly ResultColumn[];
  readonly names: Readonly<Record<ResultColumn, string>>;
  readonly onChange: (columns: readonly ResultColumn[]) => void;
}) {
  const { t } = useLingui();
  const change = (keys: Selection) =>
    props.onChange(keys === "all" ? RESULT_COLUMNS : RESULT_COLUMNS.filter((c) => keys.has(c)));
  return (
    <MenuTrigger>
      <Button className={f.secondaryButton}>
        {t`Columns`} <span aria-hidden="true">▾</span>
      </Button>
      <Popover className={s.popover} placement="bottom end">
        <Menu
          className={s.menu}
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
    </MenuTrigger>
  );
}
