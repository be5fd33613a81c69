// What a paid order offers next on its payment page (issue 29 item 7): the receipt (mailed, and the
// invoice to download for the account that placed it) and the way into the console, in the page's
// language (the link names it, so the console opens in it: D286).
import { useLingui } from "@lingui/react/macro";
import { invoicePath } from "@portolan/contracts";
import { type Locale, withLinkLanguage } from "@portolan/core";
import * as s from "@portolan/kit/forms/forms.css.ts";

/** The console's first page after a purchase: the dashboard shows the package and its term. */
export const consoleLinkOf = (locale: Locale): string => withLinkLanguage("/dashboard", locale);

export function PaidNext({ orderId, locale }: { readonly orderId: string; readonly locale: Locale }) {
  const { t } = useLingui();
  return (
    <div className={s.panel} data-testid="paid-next">
      <p>{t`Your payment is received and your package is active. We have sent the receipt to your email.`}</p>
      <div className={s.actions}>
        <a className={s.primaryButton} href={consoleLinkOf(locale)}>
          {t`Open the console`}
        </a>
        <a href={invoicePath(orderId)} download>
          {t`Download the invoice (PDF)`}
        </a>
      </div>
    </div>
  );
}
