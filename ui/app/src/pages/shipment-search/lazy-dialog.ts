// The search screen's dialogs and menus are fetched on first use, never with the screen (issue 15: the search
// screen's first load within 170 KB of JavaScript; D226's way): the form shows a plain button;
// reaching it (pointer, focus) fetches the dialog's module, a press opens it once fetched.
import { type ComponentType, useState } from "react";

export interface LazyDialog<P> {
  /** The dialog's component once fetched (render it with `isOpen` and `onClose`). */
  readonly Dialog: ComponentType<P> | undefined;
  readonly isOpen: boolean;
  readonly close: () => void;
  /** Spread on the plain button that opens it. */
  readonly trigger: {
    readonly onClick: () => void;
    readonly onPointerEnter: () => void;
    readonly onFocus: () => void;
    readonly "aria-haspopup": "dialog" | "menu";
    readonly "aria-expanded": boolean;
  };
}

export const useLazyDialog = <P>(
  load: () => Promise<ComponentType<P> | undefined>,
  popup: "dialog" | "menu" = "dialog",
): LazyDialog<P> => {
  const [Dialog, setDialog] = useState<ComponentType<P>>();
  const [isOpen, setOpen] = useState(false);
  const fetch = () => void load();
  return {
    Dialog,
    isOpen,
    close: () => setOpen(false),
    trigger: {
      onClick: () =>
        void load().then((component) => {
          if (component === undefined) return;
          setDialog(() => component);
          setOpen(true);
        }),
      onPointerEnter: fetch,
      onFocus: fetch,
      "aria-haspopup": popup,
      "aria-expanded": isOpen,
    },
  };
};
