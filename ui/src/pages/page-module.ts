// What every page module exports: the page, its head, and the layout it sits in (spec §2.5 Layouts).

import type { ComponentType } from "react";

export type LayoutKind = "default" | "english" | "blank";

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
}

export type PageLoader = () => Promise<PageModule>;
