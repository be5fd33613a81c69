// The top products of the filters at the HS level chosen (issue 16 "HS at 2/4/6 digits"): code and
// name (chapters and headings are named by the HS look-up, in the user's language), value and share.
// A code narrows the screen to it and shows the products one level finer: a drill-down.
import { useLingui } from "@lingui/react/macro";
import type { StatsSummary } from "@portolan/contracts";
import { type Locale, STATS_SOURCE_SHAPE } from "@portolan/core";
import { formatMoneyShort } from "@portolan/kit/format/numbers.ts";
import { useConsoleQuery } from "../../auth/console-client.ts";
import { ShareBar } from "../../widgets/share-bar.tsx";
import * as w from "../../widgets/widgets.css.ts";
import * as r from "../partners-report/partners-report.css.ts";
import * as m from "./market-stats.css.ts";
import { type StatsState, withGoods } from "./stats-url.ts";

type Product = StatsSummary["products"][number];

export function TopProducts(props: {
  readonly products: readonly Product[];
  readonly currency: string;
  readonly locale: Locale;
  readonly state: StatsState;
  readonly onChoose: (change: Partial<StatsState>) => void;
}) {
  const { t } = useLingui();
  const { state, locale } = props;
  const finest = STATS_SOURCE_SHAPE[state.source].hsLevels.at(-1) ?? 6;
  return (
    <div className={w.card}>
      <h2 className={w.cardTitle} id="top-products">
        {t`Top products`}
      </h2>
      {props.products.length === 0 ? (
        <p className={w.muted}>{t`No trade matches these filters.`}</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard
        <section className={w.tableScroller} tabIndex={0} aria-labelledby="top-products">
          <table className={w.table}>
            <thead>
              <tr>
                <th className={w.cell} scope="col">{t`HS code`}</th>
                <th className={`${w.cell} ${r.figure}`} scope="col">{t`Value`}</th>
                <th className={w.cell} scope="col">{t`Share`}</th>
              </tr>
            </thead>
            <tbody>
              {props.products.map((p) => (
                <tr key={p.hs}>
                  <td className={`${w.cell} ${r.partnerName}`}>
                    {p.hs.length < finest ? (
                      <button
                        type="button"
                        className={m.drill}
                        onClick={() => props.onChoose(withGoods(state, p.hs))}
                        aria-label={t`Narrow to HS ${p.hs}`}
                      >
                        <strong>{p.hs}</strong>
                      </button>
                    ) : (
                      <strong>{p.hs}</strong>
                    )}{" "}
                    <HsName code={p.hs} locale={locale} />
                  </td>
                  <td className={`${w.cell} ${r.figure}`}>
                    {formatMoneyShort(p.value, props.currency, locale)}
                  </td>
                  <td className={w.cell}>
                    <ShareBar share={p.share} locale={locale} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}

/** A chapter's or heading's name from the HS look-up (finer codes are shown by their digits alone). */
function HsName(props: { readonly code: string; readonly locale: Locale }) {
  if (props.code.length > 4) return null;
  return <Named {...props} />;
}

function Named(props: { readonly code: string; readonly locale: Locale }) {
  const { remote } = useConsoleQuery("tradeHsCodes", { query: { q: props.code, lang: props.locale } });
  const node = remote.state === "ready" ? remote.data.nodes.find((n) => n.code === props.code) : undefined;
  return node === undefined ? null : (
    <span className={m.productName} lang={node.lang} title={node.name}>
      {node.name}
    </span>
  );
}
