// What every page module exports: the page, its head, and the layout it sits in (spec §2.5 Layouts).

import type { Locale } from "@portolan/core";
import type { ComponentType } from "react";

export const LAYOUT_KINDS = ["default", "english", "blank"] as const;
export type LayoutKind = (typeof LAYOUT_KINDS)[number];

export const isLayoutKind = (value: string | null | undefined): value is LayoutKind =>
  LAYOUT_KINDS.some((kind) => kind === value);

export interface PageMeta {
  readonly title: string;
  readonly description: string;
}

export interface PageProps {
  /** Path parameters of the route (e.g. the payment id) and the query of the address. */
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
}

export interface PageModule {
  readonly default: ComponentType<PageProps>;
  readonly meta: PageMeta;
  /** Chinese pages sit in the default layout, English and Russian ones in the English layout. */
  readonly layout?: LayoutKind;
  /**
   * The page runs effects with nothing in its HTML to show for them (a timer, a fetch): it is always
   * hydrated. A page without this, whose HTML has no control either, is kept as prerendered when a
   * visitor lands on it (kept-content.ts).
   */
  readonly live?: true;
  /** The prerendered content itself, kept as it is, instead of a rendered page (kept-page.ts). */
  readonly keptContent?: true;
}

export const layoutOf = (page: PageModule, locale: Locale): LayoutKind =>
  page.layout ?? (locale === "zh" ? "default" : "english");

export type PageLoader = () => Promise<PageModule>;
