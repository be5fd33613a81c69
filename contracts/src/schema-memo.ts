// A schema's wire codec made once. `Schema.fromJsonString(s)` and `Schema.toCodecStringTree(s)` build
// a new schema on every call, and effect compiles a parser per schema it has not seen: made per
// request, the identity call's answer was compiled again each time (a tenth of its time under load,
// issue 32, D353). Keyed weakly by the endpoint's schema, which lives as long as the registry.
import type { WireSchema } from "./endpoint.ts";

export const memoBySchema = <A>(make: (schema: WireSchema) => A): ((schema: WireSchema) => A) => {
  const made = new WeakMap<WireSchema, A>();
  return (schema) => {
    const known = made.get(schema);
    if (known !== undefined) return known;
    const fresh = make(schema);
    made.set(schema, fresh);
    return fresh;
  };
};
