// The error page (spec §2.5, §8): a status code, a message and the link 'Go back to home'.

import type { ErrorMessageId } from "./error-messages.ts";

export type PageFailure =
  | { readonly kind: "unknown-route" | "invalid-locale" | "route-validation" | "unknown-middleware" }
  | { readonly kind: "route-error"; readonly status?: number; readonly message?: string };

export interface ErrorPage {
  readonly status: number;
  readonly messageId: ErrorMessageId;
  /** The failure's own message, shown under the heading when there is one. */
  readonly detail?: string;
  readonly backLinkMessageId: "errors.page.backHome";
}

const page = (status: number, messageId: ErrorMessageId, detail?: string): ErrorPage => ({
  status,
  messageId,
  ...(detail === undefined || detail === "" ? {} : { detail }),
  backLinkMessageId: "errors.page.backHome",
});

/** Decision: a route error whose status is not an HTTP error status (400–599) shows 500. */
const errorStatus = (status: number | undefined): number =>
  status !== undefined && Number.isInteger(status) && status >= 400 && status <= 599 ? status : 500;

export const errorPageOf = (failure: PageFailure): ErrorPage => {
  switch (failure.kind) {
    case "unknown-route":
    case "invalid-locale":
    case "route-validation":
      return page(404, "errors.page.notFound");
    case "unknown-middleware":
      return page(500, "errors.page.serverError");
    case "route-error": {
      const status = errorStatus(failure.status);
      return page(status, status === 404 ? "errors.page.notFound" : "errors.page.failed", failure.message);
    }
  }
};
