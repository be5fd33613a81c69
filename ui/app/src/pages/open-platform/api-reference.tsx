// The API reference on the open platform page (issue 31 item 14, D335): the provider's OpenAPI
// document rendered by Redoc in a document of its own (api-reference.html), framed here, so that the
// renderer's bundle and its inline styles stay out of the console.
import { useLingui } from "@lingui/react/macro";
import { API_REFERENCE_DOCUMENT, OPENAPI_DOCUMENT_PATH } from "@portolan/core";
import * as s from "../../widgets/widgets.css.ts";
import * as o from "./open-platform.css.ts";

export function ApiReference() {
  const { t } = useLingui();
  return (
    <section className={s.card} aria-labelledby="api-reference-heading" data-testid="api-reference">
      <h2 id="api-reference-heading" className={s.cardTitle}>
        {t`API reference`}
      </h2>
      <p className={s.intro}>
        {t`Every call with its parameters, their types and examples, and its refusals, from the provider's OpenAPI document. The descriptions are in English.`}{" "}
        <a className={s.link} href={OPENAPI_DOCUMENT_PATH} download="portolan-openapi.json">
          {t`Download the OpenAPI document`}
        </a>{" "}
        <a className={s.link} href={API_REFERENCE_DOCUMENT} target="_blank" rel="noopener">
          {t`Open the reference on its own`}
        </a>
      </p>
      <iframe className={o.reference} src={API_REFERENCE_DOCUMENT} title={t`API reference`} loading="lazy" />
    </section>
  );
}
