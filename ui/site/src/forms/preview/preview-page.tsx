// The preview's page: one form, the notification area and a heading.
import type { I18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { DemoDialogTrigger } from "@portolan/kit/forms/demo-dialog.tsx";
import { NotificationArea } from "@portolan/kit/notifications/notification-area.tsx";
import type { ReactNode } from "react";
import { CheckoutPanel } from "../checkout-panel.tsx";
import { ContactForm } from "../contact-form.tsx";
import { CreditEnquiryForm } from "../credit-enquiry-form.tsx";
import { DebtClaimForm } from "../debt-claim-form.tsx";
import { PurchaseForm } from "../purchase-form.tsx";

const forms: Readonly<Record<string, (order: string) => ReactNode>> = {
  demo: () => <DemoDialogTrigger />,
  contact: () => <ContactForm />,
  credit: () => <CreditEnquiryForm />,
  debt: () => <DebtClaimForm />,
  purchase: () => <PurchaseForm />,
  checkout: (order) => <CheckoutPanel orderId={order} />,
};

export function PreviewPage(props: { readonly i18n: I18n; readonly name: string; readonly order: string }) {
  return (
    <I18nProvider i18n={props.i18n}>
      <NotificationArea />
      <main>
        <h1>Forms preview: {props.name}</h1>
        {forms[props.name]?.(props.order)}
      </main>
    </I18nProvider>
  );
}
