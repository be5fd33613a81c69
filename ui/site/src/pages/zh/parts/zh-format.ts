// Chinese wording of the core's figures and the Chinese address of a route (paths come from core's
// SITE_ROUTES, so a renamed route fails the build here instead of leaving a dead link).
import { type PageAnchor, routeById } from "@portolan/core";
import { formatNumber } from "@portolan/kit/format/numbers.ts";

/** The /cn address of a route id, e.g. "product/trade" -> "/cn/product/trade". */
export const zhHref = (routeId: string, hash?: string): string => {
  const path = routeById(routeId)?.paths.zh;
  if (path === undefined) throw new Error(`no Chinese route ${routeId}`);
  return hash === undefined ? path : `${path}#${hash}`;
};

export const anchorHref = (anchor: PageAnchor): string => zhHref(anchor.routeId, anchor.anchor);

/** 20000 -> "20,000". */
export const num = (n: number): string => formatNumber(n, "zh");
/** 250 -> "250+". */
export const plus = (n: number): string => `${num(n)}+`;
/** 20000 -> "2 万". */
export const wan = (n: number): string => `${n / 10_000} 万`;
/** 126000000 -> "1.26 亿". */
export const yi = (n: number): string => `${n / 100_000_000} 亿`;
export const usd = (n: number): string => `${num(n)} 美元`;
