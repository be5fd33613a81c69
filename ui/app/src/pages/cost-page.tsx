// The cost centre (spec §2.6 {console}/cost): the overview (package, orders awaiting payment, every
// order, payments, a link to buy a package); /cost/paymentLink for a payment user (the orders
// awaiting payment with copyable payment links); /cost/records for a user without cost permission
// (the payment records only). core's consoleDecision sends each user to their own variant.
import { useLingui } from "@lingui/react";
import type { AccountOverview } from "@portolan/contracts";
import type { Locale } from "@portolan/core";
import * as page from "../console.css.ts";
import type { ConsolePageProps } from "../console-page.ts";
import { messageById } from "../i18n/message-by-id.ts";
import { packagePageHref } from "../widgets/commerce-links.ts";
import { LoadFailed, Loading } from "../widgets/load-state.tsx";
import { AllOrders, AwaitingOrders } from "../widgets/order-items.tsx";
import { PackageSummary } from "../widgets/package-summary.tsx";
import { PaymentRecords } from "../widgets/payment-items.tsx";
import { useAccountOverview } from "../widgets/use-account-overview.ts";
import * as s from "../widgets/widgets.css.ts";

type Variant = "cost" | "cost/paymentLink" | "cost/records";

function Body({
  variant,
  overview,
  locale,
}: {
  variant: Variant;
  overview: AccountOverview;
  locale: Locale;
}) {
  const { i18n } = useLingui();
  if (variant === "cost/records")
    return (
      <>
        <p className={s.intro}>{i18n._("pages.cost.recordsIntro")}</p>
        <PaymentRecords payments={overview.payments} locale={locale} />
      </>
    );
  if (variant === "cost/paymentLink")
    return (
      <>
        <p className={s.intro}>{i18n._("pages.cost.paymentLinkIntro")}</p>
        <AwaitingOrders orders={overview.orders} locale={locale} copyable />
        <p className={s.text}>
          <a className={s.link} href={packagePageHref(locale)}>
            {i18n._("pages.package.buy")}
          </a>
        </p>
      </>
    );
  return (
    <div className={s.cards}>
      <PackageSummary services={overview.services} locale={locale} now={Date.now()} />
      <AwaitingOrders orders={overview.orders} locale={locale} />
      <AllOrders orders={overview.orders} locale={locale} />
      <PaymentRecords payments={overview.payments} locale={locale} />
    </div>
  );
}

export default function CostPage({ route, locale }: ConsolePageProps) {
  const { i18n } = useLingui();
  const { state, reload } = useAccountOverview();
  const variant = route.id as Variant;
  return (
    <div className={page.page}>
      <h1 className={s.heading}>{messageById(i18n, `console.title.${variant}`)}</h1>
      {state.kind === "ready" ? (
        <Body variant={variant} overview={state.overview} locale={locale} />
      ) : state.kind === "loading" ? (
        <Loading />
      ) : (
        <LoadFailed retry={reload} />
      )}
    </div>
  );
}
