// What every console page module exports, and what it is given.
import type { ConsoleRoute, Locale, Session } from "@portolan/core";
import type { ComponentType } from "react";

export interface ConsolePageProps {
  readonly route: ConsoleRoute;
  readonly locale: Locale;
  /** The signed-in user (undefined on the visitor pages: log in, register). */
  readonly session: Session | undefined;
  readonly query: URLSearchParams;
}

export interface ConsolePageModule {
  readonly default: ComponentType<ConsolePageProps>;
}
