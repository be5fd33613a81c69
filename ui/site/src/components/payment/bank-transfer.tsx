// How to pay an order by bank transfer (issue 13; spec §9), in the page's language: the seller's
// accounts, the amount, the deadline and the reference that ties the transfer to the order. The
// operator marks it received.
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import type { BankTransferDetails } from "@portolan/contracts";
import { useCall } from "@portolan/kit/data/queries.ts";
import { formatDateTime } from "@portolan/kit/format/dates.ts";
import { formatMoney } from "@portolan/kit/format/numbers.ts";
import { $locale } from "@portolan/kit/stores/locale.ts";
import * as d from "../data/data.css.ts";

type Kind = BankTransferDetails["accounts"][number]["kind"];

export function BankTransfer({ orderId }: { readonly orderId: string }) {
  const { t } = useLingui();
  const locale = useStore($locale);
  const remote = useCall("bankTransfer", { query: { orderId } });
  const kindNames: Readonly<Record<Kind, string>> = {
    BANK_TRANSFER_INTERNATIONAL: t`International transfer`,
    BANK_TRANSFER_HONG_KONG: t`Transfer within Hong Kong`,
    BANK_TRANSFER_MAINLAND_CHINA: t`Transfer within mainland China`,
  };
  if (remote.state !== "ready")
    return (
      <p className={remote.state === "failed" ? d.statusFailed : d.statusLine} role="status">
        {remote.state === "loading" ? t`Loading the bank details…` : t`The bank details could not be loaded.`}
      </p>
    );
  const details = remote.data;
  const amount = formatMoney(details.amount, details.currency, locale);
  const deadline = formatDateTime(details.payBefore, locale);
  return (
    <div data-testid="bank-transfer">
      <p>
        {t`Transfer ${amount} before ${deadline} and write this reference in the transfer, exactly:`}{" "}
        <strong data-testid="transfer-reference">{details.reference}</strong>.{" "}
        {t`Your package starts as soon as we have received it; we confirm by email.`}
      </p>
      {details.accounts.map((a) => (
        <section key={a.kind} aria-label={kindNames[a.kind]}>
          <h3>{kindNames[a.kind]}</h3>
          {a.demo ? (
            <p className={d.statusFailed}>{t`Demo details: do not send money to this account.`}</p>
          ) : null}
          <dl className={d.facts}>
            {(
              [
                [t`Bank`, a.bankName],
                [t`Account name`, a.accountName],
                [t`Account number`, a.accountNumber],
                ["SWIFT/BIC", a.swift],
              ] as const
            )
              .filter(([, value]) => value !== undefined)
              .map(([term, value]) => (
                <div key={term} className={d.factRow}>
                  <dt className={d.factTerm}>{term}</dt>
                  <dd className={d.factValue}>{value}</dd>
                </div>
              ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
