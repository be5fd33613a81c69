// The results' "Columns" button: a plain button; the menu (columns-menu.tsx, react-aria) is fetched
// when the button is first reached and opens on a press (lazy-dialog.ts).
import { useLingui } from "@lingui/react/macro";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { guardedImport } from "@portolan/kit/runtime/chunk-failure.ts";
import { useRef } from "react";
import type { ColumnsMenuProps } from "./columns-menu.tsx";
import { useLazyDialog } from "./lazy-dialog.ts";
import type { ResultColumn } from "./search-columns.ts";

const loadMenu = () => guardedImport(() => import("./columns-menu.tsx")).then((m) => m?.ColumnsMenu);

export function ColumnsButton(props: {
  readonly chosen: readonly ResultColumn[];
  readonly names: Readonly<Record<ResultColumn, string>>;
  readonly onChange: (columns: readonly ResultColumn[]) => void;
}) {
  const { t } = useLingui();
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useLazyDialog<ColumnsMenuProps>(loadMenu, "menu");
  // The menu opens beside a button it does not own: on closing, the focus comes back to the button
  // when it was left nowhere.
  const close = () => {
    menu.close();
    requestAnimationFrame(() => {
      const lost = document.activeElement === null || document.activeElement === document.body;
      if (lost) trigger.current?.focus();
    });
  };
  return (
    <>
      <button ref={trigger} type="button" className={f.secondaryButton} {...menu.trigger}>
        {t`Columns`} <span aria-hidden="true">▾</span>
      </button>
      {menu.Dialog ? (
        <menu.Dialog {...props} triggerRef={trigger} isOpen={menu.isOpen} onClose={close} />
      ) : null}
    </>
  );
}
