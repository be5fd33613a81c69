// The payment page's checkout (spec §2.3 payment/{id}, §4 Orders, §7 Payment by id, payment-provider
// order number, capture payment): the order as the provider has it, and "Pay", which opens a
// payment-provider order and captures it, each call with its own Idempotency-Key kept across
// retries. A sandbox provider is labelled so nobody mistakes a test for a payment.

import { useLingui } from "@lingui/react";
import { useStore } from "@nanostores/react";
import type { CallFailure } from "@portolan/adapters";
import type { ProviderOrder } from "@portolan/contracts";
import { DESIGNED_CODES, packageTierLabel } from "@portolan/core";
import { dataClient } from "@portolan/kit/data/data-client.ts";
import { formatDate } from "@portolan/kit/format/dates.ts";
import * as s from "@portolan/kit/forms/forms.css.ts";
import { failureText, type Translate } from "@portolan/kit/forms/notice-text.ts";
import { clearNotifications, notify } from "@portolan/kit/notifications/notifications-store.ts";
import { $locale } from "@portolan/kit/stores/locale.ts";
import { useEffect, useMemo, useRef, useState } from "react";
import { Button } from "react-aria-components";
import { type OrderQuery, useOrder } from "./use-order.ts";

type Outcome = "completed" | "pending" | "declined" | undefined;

/** Codes after which the order must be read again: it is no longer payable as shown. */
const STALE_CODES: readonly number[] = [DESIGNED_CODES.ORDER_INVALID, DESIGNED_CODES.ORDER_ALREADY_PAID];

export interface CheckoutPanelProps {
  readonly orderId: string;
  /** The page's own read of the order, shared so it is asked once and a payment shows on both. */
  readonly order?: OrderQuery;
}

export function CheckoutPanel({ orderId, order: shared }: CheckoutPanelProps) {
  const { i18n } = useLingui();
  const locale = useStore($locale);
  const t = useMemo<Translate>(() => (id, values) => i18n._(id, values), [i18n]);
  // Alone (the forms preview), the panel reads the order itself.
  const own = useOrder(shared === undefined ? orderId : undefined);
  const { remote, reload, show } = shared ?? own;
  const [busy, setBusy] = useState(false);
  const [sandbox, setSandbox] = useState(false);
  const [opened, setOpened] = useState<ProviderOrder | undefined>(undefined);
  const [outcome, setOutcome] = useState<Outcome>(undefined);
  const keys = useRef<{ open?: string; capture?: string }>({});

  const loadFailure = remote.state === "failed" ? remote.failure : undefined;
  useEffect(() => {
    const text = loadFailure === undefined ? undefined : failureText(t, loadFailure);
    if (text !== undefined) notify("error", text);
  }, [loadFailure, t]);

  const refused = (failure: CallFailure) => {
    const text = failureText(t, failure);
    if (text !== undefined) notify("error", text);
    if (failure.kind === "rejected" && STALE_CODES.includes(failure.code)) reload();
  };

  const capture = async (provider: ProviderOrder) => {
    keys.current.capture ??= crypto.randomUUID();
    const result = await dataClient().call("capturePayment", {
      headers: { "Idempotency-Key": keys.current.capture },
      body: { orderId, providerOrderId: provider.providerOrderId },
    });
    if (!result.ok) return refused(result.outcome);
    setSandbox(result.data.sandbox);
    setOutcome(result.data.status);
    show(result.data.order);
    if (result.data.status === "declined") {
      // A new attempt is a new payment: it gets new keys.
      keys.current = {};
      setOpened(undefined);
      notify("error", t("errors.payment.declined"));
    } else
      notify(
        result.data.status === "completed" ? "success" : "warning",
        t(`forms.checkout.${result.data.status}`),
      );
  };

  const pay = async () => {
    if (busy) return;
    clearNotifications();
    setBusy(true);
    try {
      let provider = opened;
      if (provider === undefined) {
        keys.current.open ??= crypto.randomUUID();
        const result = await dataClient().call("providerOrder", {
          headers: { "Idempotency-Key": keys.current.open },
          body: { orderId },
        });
        if (!result.ok) return refused(result.outcome);
        provider = result.data;
        setOpened(provider);
        setSandbox(provider.sandbox);
        // A provider with its own approval page: the buyer approves there, then completes here.
        if (provider.approveUrl !== undefined) return;
      }
      await capture(provider);
    } finally {
      setBusy(false);
    }
  };

  if (remote.state !== "ready")
    return (
      <div className={s.panel}>
        <p className={s.note}>
          {t(remote.state === "loading" ? "forms.checkout.loading" : "forms.checkout.unavailable")}
        </p>
      </div>
    );

  const order = remote.data;
  const statusText =
    order.status === "paid"
      ? t("orders.status.paid")
      : order.status === "invalid"
        ? `${t(`orders.invalid.${order.invalidReason ?? "expired"}`)} ${t("orders.agreementVoid")}`
        : t("orders.status.reserved", { deadline: formatDate(order.reservedUntil, locale) });

  return (
    <div className={s.panel}>
      {sandbox ? <p className={s.sandbox}>{t("forms.checkout.sandbox")}</p> : null}
      <dl className={s.facts}>
        <dt className={s.factTerm}>{t("forms.checkout.order")}</dt>
        <dd className={s.factValue}>{order.id}</dd>
        <dt className={s.factTerm}>{t("forms.checkout.package")}</dt>
        <dd className={s.factValue}>{t(packageTierLabel(order.tierId))}</dd>
        <dt className={s.factTerm}>{t("forms.checkout.amount")}</dt>
        <dd className={s.factValue}>{`${order.amount} ${order.currency}`}</dd>
        <dt className={s.factTerm}>{t("forms.checkout.status")}</dt>
        <dd className={s.factValue}>{statusText}</dd>
      </dl>
      {/* The outcome is announced by its notification; here it stays in view. */}
      {outcome === undefined ? null : <p className={s.status}>{t(`forms.checkout.${outcome}`)}</p>}
      {order.status === "unpaid" ? (
        <div className={s.actions}>
          {opened?.approveUrl === undefined ? null : (
            <a href={opened.approveUrl} target="_blank" rel="noopener noreferrer">
              {t("forms.checkout.approve")}
            </a>
          )}
          <Button className={s.primaryButton} onPress={() => void pay()} isDisabled={busy}>
            {t(
              busy
                ? "forms.sending"
                : opened?.approveUrl === undefined
                  ? "forms.checkout.pay"
                  : "forms.checkout.complete",
            )}
          </Button>
          {outcome === "pending" ? (
            <Button className={s.secondaryButton} onPress={reload}>
              {t("forms.checkout.checkAgain")}
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
