// The API reference on the open platform page (issue 31 item 14, D335): the provider's OpenAPI
// document rendered by Redoc in a document of its own (api-reference.html), framed here, so that the
// renderer's bundle and its inline styles stay out of the console.
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "@portolan/core";
import * as s from "../../widgets/widgets.css.ts";
import * as o from "./open-platform.css.ts";
import { openApiDocumentAddress, referenceDocumentAddress } from "./reference-addresses.ts";

/** The reference and the document in the console's language (D349). */
export function ApiReference({ locale }: { readonly locale: Locale }) {
  const { t } = useLingui();
  return (
    <section className={s.card} aria-labelledby="api-reference-heading" data-testid="api-reference">
      <h2 id="api-reference-heading" className={s.cardTitle}>
        {t`API reference`}
      </h2>
      <p className={s.intro}>
        {t`Every call with its parameters, their types and examples, and its refusals, from the provider's OpenAPI document.`}{" "}
        {locale === "en"
          ? null
          : t`The calls a key opens, and the API key calls, are described in your language; the notes on the data's fields, the account's other calls and a few of the renderer's own labels (such as "query Parameters" and "required") stay in English.`}{" "}
        <a
          className={s.link}
          href={openApiDocumentAddress(locale)}
          download={`portolan-openapi-${locale}.json`}
        >
          {t`Download the OpenAPI document`}
        </a>{" "}
        <a className={s.link} href={referenceDocumentAddress(locale)} target="_blank" rel="noopener">
          {t`Open the reference on its own`}
        </a>
      </p>
      <iframe
        className={o.reference}
        src={referenceDocumentAddress(locale)}
        title={t`API reference`}
        loading="lazy"
      />
    </section>
  );
}
