// The API reference document (issue 31 item 14, D335): the provider's OpenAPI document rendered by
// Redoc's standalone bundle, a file of this build. It is a document of its own, framed by the open
// platform page: Redoc's styles are inline style elements, which only this document's policy allows
// (server/src/http/security-headers.ts); no other page's load carries the bundle. It shows the calls
// a data API key opens (trade and market analysis): the account's own calls need a session.
// It renders in the language its address names (`?lang=`, the console's; D348, D349): the document
// in that language, Redoc's labels from the open platform's catalogue.
import redocScript from "redoc/bundles/redoc.standalone.js?url";
import { redocLabels } from "./pages/open-platform/redoc-labels.ts";
import { openApiDocumentAddress } from "./pages/open-platform/reference-addresses.ts";
import {
  REFERENCE_CATALOGUES,
  REFERENCE_LANGUAGE_TAGS,
  referenceLocale,
} from "./pages/open-platform/reference-language.ts";

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

type Operation = {
  readonly security?: readonly Readonly<Record<string, unknown>>[];
  readonly tags?: readonly string[];
};
type Document = {
  readonly paths: Readonly<Record<string, Readonly<Record<string, Operation>>>>;
  readonly tags?: readonly { readonly name: string }[];
};

/** The calls a data API key opens (their security names the key), the API customer's part. */
const keyCalls = (doc: Document): Document => {
  const paths = Object.fromEntries(
    Object.entries(doc.paths).flatMap(([path, item]) => {
      const ops = Object.entries(item).filter(([, op]) => op.security?.some((s) => "apiKey" in s) === true);
      return ops.length === 0 ? [] : [[path, Object.fromEntries(ops)]];
    }),
  );
  // Redoc shows every listed tag, with or without calls: only the tags of the calls kept.
  const used = new Set(
    Object.values(paths).flatMap((item) => Object.values(item).flatMap((op) => op.tags ?? [])),
  );
  return doc.tags === undefined
    ? { ...doc, paths }
    : { ...doc, paths, tags: doc.tags.filter((tag) => used.has(tag.name)) };
};

const locale = referenceLocale(new URLSearchParams(window.location.search).get("lang"));
document.documentElement.lang = REFERENCE_LANGUAGE_TAGS[locale];

const script = document.createElement("script");
script.src = redocScript;
script.onload = async () => {
  const redoc = (window as unknown as { Redoc?: RedocGlobal }).Redoc;
  const answer = await fetch(openApiDocumentAddress(locale)).catch(() => undefined);
  if (redoc === undefined || answer === undefined || !answer.ok) return done("failed");
  redoc.init(
    keyCalls((await answer.json()) as Document),
    {
      labels: redocLabels(REFERENCE_CATALOGUES[locale]),
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
