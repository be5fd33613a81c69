// Buyer search (spec §1 buyer search, §2.6 {data}/buyer — Chinese only —, §6 global buyers 32;
// issue 16, D260, D262): the importers found in the trade data of the package, by what they buy,
// HS code and country, with how much and how often they buy, their suppliers and contacts. The
// menu shows it in Chinese only; a user of another language who opens the address is told so and
// may switch. A package without the permission is told what is missing, as for the partners report.
import { useLingui } from "@lingui/react/macro";
import { mayUseBuyerSearch, routeById, segmentOfLocale, tradeCatalogueGroups } from "@portolan/core";
import { useLocation } from "wouter";
import * as page from "../../console.css.ts";
import type { ConsolePageProps } from "../../console-page.ts";
import * as w from "../../widgets/widgets.css.ts";
import { BuyerForm } from "./buyer-form.tsx";
import { BuyerResults } from "./buyer-results.tsx";
import { buyerRequestOf } from "./buyer-url.ts";
import { BuyersNotInPackage } from "./buyers-not-in-package.tsx";
import { ChineseOnly } from "./chinese-only.tsx";

export default function BuyerSearchPage({ locale, session, query }: ConsolePageProps) {
  const { i18n, t } = useLingui();
  const [, navigate] = useLocation();
  if (session === undefined) return null;
  const title = i18n._("console.title.buyer");
  const packagePath = routeById("package")?.paths[locale] ?? `/${segmentOfLocale(locale)}`;
  // Every data set the package owns, customs, ship and transit (D344): the provider searches those
  // that name importers and names the rest.
  const owned = tradeCatalogueGroups(session.customs_data_source).flatMap((g) =>
    g.datasets.filter((e) => e.owned),
  );
  const request = buyerRequestOf(query);
  const body =
    locale !== "zh" ? (
      <ChineseOnly />
    ) : !mayUseBuyerSearch(session.membership) ? (
      <BuyersNotInPackage packagePath={packagePath} />
    ) : owned.length === 0 ? (
      <p className={w.text}>
        {t`Your package includes no data set to search.`}{" "}
        <a className={w.link} href={packagePath}>{t`See the packages`}</a>
      </p>
    ) : (
      <>
        <BuyerForm
          key={query.toString()}
          datasets={owned}
          request={request}
          locale={locale}
          navigate={navigate}
        />
        <BuyerResults
          request={request}
          datasets={request.datasets ?? owned.map((e) => e.code).join(",")}
          locale={locale}
          packagePath={packagePath}
          navigate={navigate}
        />
      </>
    );
  return (
    <div className={page.widePage}>
      <h1 className={w.heading}>{title}</h1>
      {body}
    </div>
  );
}
