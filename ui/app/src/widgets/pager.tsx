// Paging for a table of results (spec §9: page sizes 20, 50, 100): previous and next, "page N of M"
// and the rows per page. The search results and the partners report share it.
import { useLingui } from "@lingui/react/macro";
import { type Locale, PAGE_SIZE_CHOICES, type PageSize } from "@portolan/core";
import { formatNumber } from "@portolan/kit/format/numbers.ts";
import * as f from "@portolan/kit/forms/forms.css.ts";
import * as s from "../pages/shipment-search/shipment-search.css.ts";

export function Pager(props: {
  /** What the pages are of, for the navigation's name ("Result pages"). */
  readonly label: string;
  readonly current: number;
  readonly pages: number;
  readonly pageSize: number;
  readonly locale: Locale;
  /** Another page, or the first page at another size. */
  readonly onPage: (page: number, pageSize?: PageSize) => void;
}) {
  const { t } = useLingui();
  const { current, pages, locale } = props;
  return (
    <nav className={s.pager} aria-label={props.label}>
      <button
        type="button"
        className={f.secondaryButton}
        disabled={current <= 1}
        onClick={() => props.onPage(current - 1)}
      >
        {t`Previous page`}
      </button>
      <span>{t`Page ${formatNumber(current, locale)} of ${formatNumber(pages, locale)}`}</span>
      <button
        type="button"
        className={f.secondaryButton}
        disabled={current >= pages}
        onClick={() => props.onPage(current + 1)}
      >
        {t`Next page`}
      </button>
      <label className={s.kind}>
        {t`Rows per page`}
        <select
          className={`${s.select} ${s.pageSize}`}
          value={props.pageSize}
          onChange={(e) => props.onPage(1, Number(e.target.value) as PageSize)}
        >
          {PAGE_SIZE_CHOICES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </label>
    </nav>
  );
}
