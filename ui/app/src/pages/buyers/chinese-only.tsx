// Buyer search is offered in Chinese only (spec §2.6), as the menu shows it. A user of another
// language who opens its address is told so in their language and may switch the console to
// Chinese, as the language picker does (D262).
import { useLingui } from "@lingui/react/macro";
import { LOCALE_NATIVE_NAMES } from "@portolan/core";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { chooseConsoleLanguage } from "../../console-language.tsx";
import * as w from "../../widgets/widgets.css.ts";

export function ChineseOnly() {
  const { t } = useLingui();
  const native = LOCALE_NATIVE_NAMES.zh;
  return (
    <div className={w.card}>
      <p className={w.text}>{t`Buyer search is offered in Chinese only.`}</p>
      <p
        className={w.muted}
      >{t`Switch the console to Chinese to use it; you can switch back at any time.`}</p>
      <div className={f.actions}>
        <button type="button" className={f.primaryButton} onClick={() => chooseConsoleLanguage("zh")}>
          {t`Switch to Chinese (${native})`}
        </button>
      </div>
    </div>
  );
}
