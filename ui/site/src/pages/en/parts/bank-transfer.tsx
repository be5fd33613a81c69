// How to pay an order by bank transfer (issue 13; spec §9): the seller's accounts, the amount, the
// deadline and the reference that ties the transfer to the order. The operator marks it received.
import type { BankTransferDetails } from "@portolan/contracts";
import { useCall } from "@portolan/kit/data/queries.ts";
import { formatDateTime } from "@portolan/kit/format/dates.ts";
import { formatMoney } from "@portolan/kit/format/numbers.ts";
import * as d from "../../../components/data/data.css.ts";

const KIND_NAMES: Readonly<Record<BankTransferDetails["accounts"][number]["kind"], string>> = {
  BANK_TRANSFER_INTERNATIONAL: "International transfer",
  BANK_TRANSFER_HONG_KONG: "Transfer within Hong Kong",
  BANK_TRANSFER_MAINLAND_CHINA: "Transfer within mainland China",
};

const when = (ms: number): string => formatDateTime(ms, "en");
const money = (amount: number, currency: string): string => formatMoney(amount, currency, "en");

export function BankTransfer({ orderId }: { readonly orderId: string }) {
  const remote = useCall("bankTransfer", { query: { orderId } });
  if (remote.state !== "ready")
    return (
      <p className={remote.state === "failed" ? d.statusFailed : d.statusLine} role="status">
        {remote.state === "loading" ? "Loading the bank details…" : "The bank details could not be loaded."}
      </p>
    );
  const t = remote.data;
  return (
    <div data-testid="bank-transfer">
      <p>
        Transfer <strong>{money(t.amount, t.currency)}</strong> before <strong>{when(t.payBefore)}</strong>{" "}
        and write this reference in the transfer, exactly:{" "}
        <strong data-testid="transfer-reference">{t.reference}</strong>. Your package starts as soon as we
        have received it; we confirm by email.
      </p>
      {t.accounts.map((a) => (
        <section key={a.kind} aria-label={KIND_NAMES[a.kind]}>
          <h3>{KIND_NAMES[a.kind]}</h3>
          {a.demo ? <p className={d.statusFailed}>Demo details: do not send money to this account.</p> : null}
          <dl className={d.facts}>
            {(
              [
                ["Bank", a.bankName],
                ["Account name", a.accountName],
                ["Account number", a.accountNumber],
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
