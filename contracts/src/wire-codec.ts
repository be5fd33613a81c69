// Typed values to and from the text of a form body, a query string or path parameters. Both the
// browser adapter and the embedded server use these, so both sides read the wire the same way.
// Flat struct schemas only: every field encodes to one string (Schema.toCodecStringTree).
import { Result, Schema } from "effect";
import type { WireSchema } from "./endpoint.ts";
import { parseFormFields, serializeFormFields } from "./form-body.ts";
import { memoBySchema } from "./schema-memo.ts";

/** Why a value could not cross the wire: it broke its schema, or the schema is not flat. */
export interface WireFailure {
  readonly reason: "invalid" | "not-flat" | "nul";
  readonly message: string;
}

const treeEncoder = memoBySchema((schema) => Schema.encodeUnknownResult(Schema.toCodecStringTree(schema)));
const treeDecoder = memoBySchema((schema) => Schema.decodeUnknownResult(Schema.toCodecStringTree(schema)));

const invalid = (error: Schema.SchemaError): WireFailure => ({ reason: "invalid", message: error.message });

const asFlatFields = (encoded: unknown): Result.Result<Record<string, string>, WireFailure> => {
  const entries = Object.entries(encoded as Record<string, unknown>);
  const nested = entries.find(([, value]) => typeof value !== "string");
  return nested === undefined
    ? Result.succeed(Object.fromEntries(entries) as Record<string, string>)
    : Result.fail({ reason: "not-flat", message: `Field "${nested[0]}" does not encode to one string` });
};

/** A typed value as flat string fields (for path parameters, or before serializing). */
export const encodeFields = <S extends WireSchema>(
  schema: S,
  value: S["Type"],
): Result.Result<Record<string, string>, WireFailure> =>
  Result.flatMap(Result.mapError(treeEncoder(schema)(value), invalid), asFlatFields);

/** Flat string fields (a parsed body, query or path) as a typed value. */
export const decodeFields = <S extends WireSchema>(
  schema: S,
  fields: Readonly<Record<string, string>>,
): Result.Result<S["Type"], WireFailure> => Result.mapError(treeDecoder(schema)(fields), invalid);

/** A typed value as the text of a form body or query string (without "?"). */
export const encodeFormText = <S extends WireSchema>(
  schema: S,
  value: S["Type"],
): Result.Result<string, WireFailure> => Result.map(encodeFields(schema, value), serializeFormFields);

/** The text of a form body or query string (without "?") as a typed value. */
export const decodeFormText = <S extends WireSchema>(
  schema: S,
  text: string,
): Result.Result<S["Type"], WireFailure> => decodeFields(schema, parseFormFields(text));
