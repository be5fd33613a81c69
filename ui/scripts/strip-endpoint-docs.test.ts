import { describe, expect, it } from "vitest";
import { endpointDocRanges, stripEndpointDocs } from "./strip-endpoint-docs.ts";

const source = `import { defineEndpoint } from "../endpoint.ts";
export const a = defineEndpoint({
  name: "a",
  summary: "One line for the document",
  description:
    \`Codes: 10001 a bad query.\`,
  request: { query: Schema.Struct({ description: Schema.String }) },
});
const other = { summary: "kept: not a call's description" };`;

describe("stripEndpointDocs", () => {
  it("empties a call's summary and description and nothing else", () => {
    const plugin = stripEndpointDocs();
    const { transform } = plugin;
    const out = transform(source, "/repo/contracts/src/endpoints/a.ts")?.code ?? "";
    expect(out).toContain('summary: ""');
    expect(out).toContain('description:\n    ""');
    expect(out).not.toContain("One line for the document");
    expect(out).not.toContain("Codes: 10001");
    expect(out).toContain("description: Schema.String");
    expect(out).toContain("kept: not a call's description");
    expect(transform(source, "/repo/contracts/src/primitives.ts")).toBeUndefined();
  });

  it("finds one range per doc string", () => {
    expect(endpointDocRanges("a.ts", source)).toHaveLength(2);
  });
});
