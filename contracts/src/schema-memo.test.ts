import { Schema } from "effect";
import { describe, expect, it } from "vitest";
import { memoBySchema } from "./schema-memo.ts";
import { encodeResponse } from "./wire-request.ts";

describe("a schema's codec made once", () => {
  it("is made on the first use of each schema and reused after", () => {
    let made = 0;
    const codec = memoBySchema((schema) => {
      made += 1;
      return Schema.encodeUnknownResult(Schema.fromJsonString(schema));
    });
    const a = Schema.Struct({ code: Schema.Number });
    const b = Schema.Struct({ msg: Schema.String });
    expect(codec(a)).toBe(codec(a));
    expect(codec(b)).not.toBe(codec(a));
    expect(made).toBe(2);
  });

  it("encodes the same text on every use", () => {
    const endpoint = { response: Schema.Struct({ code: Schema.Number, msg: Schema.String }) };
    const first = encodeResponse(endpoint as never, { code: 200, msg: "success" } as never);
    const again = encodeResponse(endpoint as never, { code: 200, msg: "success" } as never);
    expect(first).toEqual(again);
    expect(first._tag === "Success" && JSON.parse(first.success)).toEqual({ code: 200, msg: "success" });
  });
});
