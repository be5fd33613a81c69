// The buyers a search found: how many, up to which date, then a table ordered by any column from its
// header and paged. A refusal is said in words, with the packages where it is the package's.
import { Plural, useLingui } from "@lingui/react/macro";
import {
  type BuyerSortField,
  DESIGNED_CODES,
  type Locale,
  readBuyerOrder,
  resultPages,
} from "@portolan/core";
import { useConsoleQuery } from "../../auth/console-client.ts";
import { Loading } from "../../widgets/load-state.tsx";
import { Pager } from "../../widgets/pager.tsx";
import { SearchScopeNotes } from "../../widgets/scope-notes.tsx";
import * as w from "../../widgets/widgets.css.ts";
import { refusalText } from "../collection/refusal-text.ts";
import { SortHeader } from "../partners-report/sort-header.tsx";
import { BuyerLine } from "./buyer-line.tsx";
import { type BuyerRequest, buyerPageAddress, buyerSortAddress } from "./buyer-url.ts";
import { BuyersNotInPackage } from "./buyers-not-in-package.tsx";
import { ForwardersNotice } from "./forwarders-notice.tsx";

export function BuyerResults(props: {
  readonly request: BuyerRequest;
  /** The data sets searched (the request's, or every one the buyers come from): what profiles open over. */
  readonly datasets: string;
  readonly locale: Locale;
  readonly packagePath: string;
  readonly navigate: (to: string) => void;
}) {
  const { i18n, t } = useLingui();
  const { request, locale } = props;
  const { remote } = useConsoleQuery("tradeBuyers", { query: request }, { handles: true });
  if (remote.state === "loading") return <Loading />;
  if (remote.state === "failed") {
    const failure = remote.failure;
    if (failure.kind === "rejected" && failure.code === DESIGNED_CODES.BUYER_SEARCH_NOT_IN_PACKAGE)
      return <BuyersNotInPackage packagePath={props.packagePath} />;
    return (
      <p role="alert" className={w.bad}>
        {refusalText((id, values) => i18n._(id, values), failure) ?? t`The search could not be made.`}
      </p>
    );
  }
  const { total, current, pageSize, asOf, records, forwardersHidden } = remote.data;
  const order = readBuyerOrder(request.sort, request.order);
  const header = (field: BuyerSortField, label: string, numeric = false) => (
    <SortHeader
      field={field}
      label={label}
      order={order}
      numeric={numeric}
      onSort={(next) => props.navigate(buyerSortAddress(request, order, next))}
    />
  );
  const { last: pages } = resultPages(total, pageSize);
  return (
    <div className={w.card}>
      <p id="buyer-summary" className={w.text} role="status">
        <Plural value={total} one="# buyer found" other="# buyers found" />
        {asOf === undefined ? null : <span className={w.muted}> · {t`shipments up to ${asOf}`}</span>}
      </p>
      <ForwardersNotice request={request} hidden={forwardersHidden} />
      <SearchScopeNotes
        leftOut={remote.data.leftOut}
        withoutField={remote.data.withoutField}
        locale={locale}
      />
      {records.length === 0 ? (
        <p
          className={w.muted}
        >{t`No importer in these data sets bought such goods. Try fewer words or another country.`}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        <section className={w.tableScroller} aria-labelledby="buyer-summary" tabIndex={0}>
          <table className={w.table}>
            <thead>
              <tr>
                {header("name", t`Buyer`)}
                {header("shipments", t`Shipments`, true)}
                {header("frequency", t`Per month`, true)}
                {header("last", t`Last shipment`)}
                {header("weight", t`Weight (kg)`, true)}
                {header("value", t`Value (USD)`, true)}
                <th className={w.cell} scope="col">{t`Top suppliers`}</th>
                <th className={w.cell} scope="col">{t`Contact`}</th>
                <th className={w.cell} scope="col">
                  <span className={w.muted}>{t`Collection`}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {records.map((row) => (
                <BuyerLine key={row.id} row={row} datasets={props.datasets} locale={locale} />
              ))}
            </tbody>
          </table>
        </section>
      )}
      <Pager
        label={t`Buyer pages`}
        current={current}
        pages={pages}
        pageSize={pageSize}
        locale={locale}
        onPage={(page, size) => props.navigate(buyerPageAddress(request, page, size))}
      />
    </div>
  );
}
