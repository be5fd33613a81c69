// What every page module exports: the page, its head, and the layout it sits in (spec §2.5 Layouts).
// A page is rendered once, at build time, to HTML that is never hydrated as a whole: what a visitor
// interacts with on it is an island (islands/).

import type { Locale } from "@portolan/core";
import type { ComponentType } from "react";

export const LAYOUT_KINDS = ["default", "english", "blank"] as const;
export type LayoutKind = (typeof LAYOUT_KINDS)[number];

export interface PageMeta {
  readonly title: string;
  readonly description: string;
}

export interface PageProps {
  /** Path parameters of the route (e.g. the payment id) and the query of the address prerendered. */
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
}

export interface PageModule {
  readonly default: ComponentType<PageProps>;
  readonly meta: PageMeta;
  /** Chinese pages sit in the default layout, English and Russian ones in the English layout. */
  readonly layout?: LayoutKind;
}

export const layoutOf = (page: PageModule, locale: Locale): LayoutKind =>
  page.layout ?? (locale === "zh" ? "default" : "english");
