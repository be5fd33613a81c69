// The admin page's packages on offer (issue 13; spec §4: a re-priced or offline package voids its
// unpaid orders): the price and whether it is on offer, with the changes, and how many orders a change
// made invalid.
import { useLingui } from "@lingui/react";
import type { AdminOffer } from "@portolan/contracts";
import { type Locale, packageTierLabel } from "@portolan/core";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { useState } from "react";
import { Button, Input, Label, TextField } from "react-aria-components";
import { useConsoleCall, useConsoleQuery } from "../../auth/console-client.ts";
import { formatMoney } from "../../widgets/format.ts";
import * as s from "../../widgets/widgets.css.ts";
import * as t from "./admin.css.ts";

export function AdminOffers({ locale }: { readonly locale: Locale }) {
  const { i18n } = useLingui();
  const call = useConsoleCall();
  const { remote, reload } = useConsoleQuery("adminOffers", {});
  const rows: readonly AdminOffer[] | undefined = remote.state === "ready" ? remote.data.offers : undefined;
  const [prices, setPrices] = useState<Readonly<Record<string, string>>>({});
  const [done, setDone] = useState("");
  const change = async (o: AdminOffer, action: "reprice" | "offline" | "online") => {
    const price = Number(prices[o.tierId] ?? "");
    const body =
      action === "reprice"
        ? { tierId: o.tierId, action, price: Number.isFinite(price) ? price : 0 }
        : { tierId: o.tierId, action };
    const result = await call("adminOfferAction", { body });
    if (!result.ok) return;
    setDone(i18n._("pages.admin.voided", { count: result.data.invalidated }));
    reload();
  };
  return (
    <section className={s.card} aria-labelledby="admin-offers" data-testid="admin-offers">
      <h2 id="admin-offers" className={s.cardTitle}>
        {i18n._("pages.admin.offers")}
      </h2>
      <p role="status" className={s.muted}>
        {done}
      </p>
      {rows === undefined ? null : (
        <div className={t.scroller}>
          <table className={t.table}>
            <thead>
              <tr>
                <th className={t.cell}>{i18n._("pages.admin.package")}</th>
                <th className={t.cell}>{i18n._("pages.admin.amount")}</th>
                <th className={t.cell}>{i18n._("pages.admin.status")}</th>
                <th className={t.cell}>{i18n._("pages.admin.actions")}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((o) => {
                const name = i18n._(packageTierLabel(o.tierId));
                return (
                  <tr key={o.tierId} data-tier={o.tierId}>
                    <td className={t.cell}>{name}</td>
                    <td className={t.cell}>{formatMoney(o.price, "USD", locale)}</td>
                    <td className={t.cell}>
                      {i18n._(o.onOffer ? "pages.admin.onOffer" : "pages.admin.offline")}
                    </td>
                    <td className={t.cell}>
                      <div className={t.actions}>
                        <TextField
                          className={t.small}
                          value={prices[o.tierId] ?? ""}
                          onChange={(v) => setPrices((p) => ({ ...p, [o.tierId]: v }))}
                          inputMode="decimal"
                        >
                          <Label className={f.label}>{`${i18n._("pages.admin.price")}: ${name}`}</Label>
                          <Input className={f.input} />
                        </TextField>
                        <Button className={f.secondaryButton} onPress={() => void change(o, "reprice")}>
                          {i18n._("pages.admin.reprice")}
                        </Button>
                        <Button
                          className={f.secondaryButton}
                          aria-label={`${i18n._(o.onOffer ? "pages.admin.takeOffline" : "pages.admin.putOnline")}: ${name}`}
                          onPress={() => void change(o, o.onOffer ? "offline" : "online")}
                        >
                          {i18n._(o.onOffer ? "pages.admin.takeOffline" : "pages.admin.putOnline")}
                        </Button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
