// The API reference document (issue 31 item 14, D335): the provider's OpenAPI document rendered by
// Redoc's standalone bundle, a file of this build. It is a document of its own, framed by the open
// platform page: Redoc's styles are inline style elements, which only this document's policy allows
// (server/src/http/security-headers.ts); no other page's load carries the bundle. It shows the calls
// a data API key opens (trade and market analysis): the account's own calls need a session.
import { OPENAPI_DOCUMENT_PATH } from "@portolan/core";
import redocScript from "redoc/bundles/redoc.standalone.js?url";

interface RedocGlobal {
  readonly init: (
    spec: unknown,
    options: Readonly<Record<string, unknown>>,
    element: HTMLElement | null,
    callback?: (error?: unknown) => void,
  ) => void;
}

const done = (state: "ready" | "failed") => {
  document.body.dataset.state = state;
};

type Operation = { readonly security?: readonly Readonly<Record<string, unknown>>[] };
type Document = { readonly paths: Readonly<Record<string, Readonly<Record<string, Operation>>>> };

/** The calls a data API key opens (their security names the key), the API customer's part. */
const keyCalls = (doc: Document): Document => ({
  ...doc,
  paths: Object.fromEntries(
    Object.entries(doc.paths).flatMap(([path, item]) => {
      const ops = Object.entries(item).filter(([, op]) => op.security?.some((s) => "apiKey" in s) === true);
      return ops.length === 0 ? [] : [[path, Object.fromEntries(ops)]];
    }),
  ),
});

const script = document.createElement("script");
script.src = redocScript;
script.onload = async () => {
  const redoc = (window as unknown as { Redoc?: RedocGlobal }).Redoc;
  const answer = await fetch(OPENAPI_DOCUMENT_PATH).catch(() => undefined);
  if (redoc === undefined || answer === undefined || !answer.ok) return done("failed");
  redoc.init(
    keyCalls((await answer.json()) as Document),
    {
      // Search runs in a web worker made from a blob, which the policy does not allow; not needed.
      disableSearch: true,
      expandResponses: "200",
      jsonSampleExpandLevel: 2,
    },
    document.getElementById("reference"),
    (error) => done(error === undefined ? "ready" : "failed"),
  );
};
script.onerror = () => done("failed");
document.head.append(script);
