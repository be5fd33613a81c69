// The request-a-demo dialog (spec §2.5 footers, §4). Nothing of react-aria is in this module: the
// dialog's code is fetched when it first opens (or when the pointer or focus reaches its button),
// so no page's first load carries it.
//   <DemoDialogTrigger />                       a button that opens the dialog
//   <DemoDialog isOpen={…} onOpenChange={…} />  the dialog, for a caller that has its own button
import { useLingui } from "@lingui/react";
import { lazy, type ReactNode, Suspense, useState } from "react";

const loadModal = () => import("./demo-dialog-modal.tsx");
const LazyModal = lazy(() => loadModal().then((m) => ({ default: m.DemoDialogModal })));

export interface DemoDialogProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
}

export function DemoDialog({ isOpen, onOpenChange }: DemoDialogProps) {
  const [loaded, setLoaded] = useState(isOpen);
  if (isOpen && !loaded) setLoaded(true);
  return loaded ? (
    <Suspense fallback={null}>
      <LazyModal isOpen={isOpen} onOpenChange={onOpenChange} />
    </Suspense>
  ) : null;
}

export function DemoDialogTrigger(props: { readonly className?: string; readonly children?: ReactNode }) {
  const { i18n } = useLingui();
  const [isOpen, setOpen] = useState(false);
  const preload = () => void loadModal();
  return (
    <>
      <button
        type="button"
        className={props.className}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        onPointerEnter={preload}
        onFocus={preload}
      >
        {props.children ?? i18n._("forms.demo.open")}
      </button>
      <DemoDialog isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}
