// Scaffold: the screen's route and title; its content is being built (issue 15).
import { useLingui } from "@lingui/react";
import * as page from "../../console.css.ts";
import * as s from "../../widgets/widgets.css.ts";

export default function Page() {
  const { i18n } = useLingui();
  return (
    <div className={page.page}>
      <h1 className={s.heading}>{i18n._("console.title.shipments/collect")}</h1>
    </div>
  );
}
