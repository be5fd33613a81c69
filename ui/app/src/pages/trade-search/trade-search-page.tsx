// Trade search (spec §2.6 {home}/so, §6 trade search 64, §3 search parameter transformer and company
// info fields; issue 16, D261): a directory of the companies in the package's trade data, found by
// name, goods, website or e-mail, with the info fields their records hold, each linked to its profile.
import { useLingui } from "@lingui/react/macro";
import { mayUseTradeSearch, ownedTradeCodes, routeById, segmentOfLocale } from "@portolan/core";
import { useLocation } from "wouter";
import * as page from "../../console.css.ts";
import type { ConsolePageProps } from "../../console-page.ts";
import * as w from "../../widgets/widgets.css.ts";
import { SoForm } from "./so-form.tsx";
import { SoNotInPackage } from "./so-not-in-package.tsx";
import { SoResults } from "./so-results.tsx";
import { soRequestOf } from "./so-url.ts";

export default function TradeSearchPage({ locale, session, query }: ConsolePageProps) {
  const { i18n, t } = useLingui();
  const [, navigate] = useLocation();
  if (session === undefined) return null;
  const packagePath = routeById("package")?.paths[locale] ?? `/${segmentOfLocale(locale)}`;
  // Every data set the package owns, customs, ship and transit (D344): what the provider searches.
  const owned = ownedTradeCodes(session.customs_data_source);
  const request = soRequestOf(query);
  return (
    <div className={page.widePage}>
      <h1 className={w.heading}>{i18n._("console.title.so")}</h1>
      {!mayUseTradeSearch(session.membership) ? (
        <SoNotInPackage packagePath={packagePath} />
      ) : owned.length === 0 ? (
        <p className={w.text}>
          {t`Your package includes no data set to search.`}{" "}
          <a className={w.link} href={packagePath}>{t`See the packages`}</a>
        </p>
      ) : (
        <>
          <p
            className={w.intro}
          >{t`Companies of your data sets, the busiest first, with the contact details their records give.`}</p>
          <SoForm key={query.toString()} request={request} navigate={navigate} />
          <SoResults
            request={request}
            datasets={owned.join(",")}
            locale={locale}
            packagePath={packagePath}
            navigate={navigate}
          />
        </>
      )}
    </div>
  );
}
