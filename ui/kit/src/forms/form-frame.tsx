// The frame of every form: react-aria's Form with issues announced through ARIA (not the browser's
// own bubbles, which would speak before our checks), and a submission that never reloads the page.
import type { ReactNode } from "react";
import { Form } from "react-aria-components";
import * as s from "./forms.css.ts";

export function FormFrame(props: {
  readonly onSubmit: () => unknown;
  readonly children: ReactNode;
  readonly "aria-label"?: string;
  readonly "aria-labelledby"?: string;
}) {
  const { onSubmit, children, ...labels } = props;
  return (
    <Form
      className={s.form}
      validationBehavior="aria"
      {...labels}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      {children}
    </Form>
  );
}
