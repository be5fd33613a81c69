// A build step for the browser: each call's `summary` and `description` (contracts/src/endpoints)
// are the OpenAPI document's prose, which no screen reads; the console bundles the whole registry
// at start, so they are emptied in the browser's copy (about 5 KB of the search screen's 170 KB
// first-load budget). Only the string values of those two keys in a `defineEndpoint({...})` call
// change; the server and the OpenAPI document read the sources as written.

import { parseSync } from "oxc-parser";

const ENDPOINT_FILE = /[\\/]contracts[\\/]src[\\/]endpoints[\\/][^\\/]+\.ts$/;
const DOC_KEYS = new Set(["summary", "description"]);

interface Node {
  readonly type?: string;
  readonly start: number;
  readonly end: number;
  readonly [key: string]: unknown;
}

const isNode = (v: unknown): v is Node => typeof v === "object" && v !== null && "type" in v;

/** The [start, end) ranges of the doc strings in every defineEndpoint call of a module. */
export const endpointDocRanges = (file: string, code: string): [number, number][] => {
  const ranges: [number, number][] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const n of node) visit(n);
      return;
    }
    if (!isNode(node)) return;
    const callee = node.callee as Node | undefined;
    if (node.type === "CallExpression" && callee?.type === "Identifier" && callee.name === "defineEndpoint") {
      const [arg] = node.arguments as Node[];
      for (const p of (arg?.type === "ObjectExpression" ? (arg.properties as Node[]) : []) ?? []) {
        const key = p.key as Node | undefined;
        const value = p.value as Node | undefined;
        const isText = value?.type === "Literal" || value?.type === "TemplateLiteral";
        if (p.type === "Property" && key?.type === "Identifier" && DOC_KEYS.has(String(key.name)) && isText)
          ranges.push([value.start, value.end]);
      }
    }
    for (const [k, v] of Object.entries(node)) if (k !== "type" && typeof v === "object") visit(v);
  };
  visit(parseSync(file, code).program);
  return ranges;
};

/** The part of a Vite plugin this step is (typed here: `vite` is the app's dependency, not this folder's). */
export interface SourceTransform {
  readonly name: string;
  readonly enforce: "pre";
  readonly transform: (code: string, id: string) => { code: string; map: null } | undefined;
}

export const stripEndpointDocs = (): SourceTransform => ({
  name: "portolan:strip-endpoint-docs",
  enforce: "pre",
  transform(code, id) {
    if (!ENDPOINT_FILE.test(id)) return undefined;
    const ranges = endpointDocRanges(id, code).sort((a, b) => b[0] - a[0]);
    if (ranges.length === 0) return undefined;
    let out = code;
    for (const [start, end] of ranges) out = `${out.slice(0, start)}""${out.slice(end)}`;
    return { code: out, map: null };
  },
});
