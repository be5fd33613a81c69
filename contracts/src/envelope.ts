// The body every call of the provider answers with (spec §7: "Response fields read: code, msg, data").
//
// Contracts stay structural: whether a code means success is a business rule owned by core. For the
// record, spec §7 and §8 read the codes so: 0, 1 and 200 are success; 401 and 402 mean the session
// expired; 10001–10004, 20008, 60007, 140006, 140010, 140015 are failures with their own messages;
// any other code is a failure translated by code.
import { Schema } from "effect";

/** The numeric body code. */
export const BodyCode = Schema.Int;

/**
 * The message of a body. The provider may leave it out or send null (spec §8: "server message or the
 * code shown"), so readers accept both; the embedded provider always sends a string.
 */
export const BodyMessage = Schema.optionalKey(Schema.NullOr(Schema.String));

/**
 * The part of any body that can be read before knowing whether the call succeeded: a failed call
 * carries no usable data, so `data` is left unknown and optional here.
 */
export const EnvelopeHead = Schema.Struct({
  code: BodyCode,
  msg: BodyMessage,
  data: Schema.optionalKey(Schema.Unknown),
});
export type EnvelopeHead = typeof EnvelopeHead.Type;

/** The body of a successful call whose data has the given shape. */
export const Envelope = <D extends Schema.Top>(data: D) =>
  Schema.Struct({
    code: BodyCode,
    msg: BodyMessage,
    data,
  });

/** The body of a call that answers with nothing but its code (logout, form submissions). */
export const EmptyEnvelope = Schema.Struct({
  code: BodyCode,
  msg: BodyMessage,
  data: Schema.optionalKey(Schema.Null),
});
export type EmptyEnvelope = typeof EmptyEnvelope.Type;

/**
 * One error of a failed request as the request helper reports it (spec §7 "Request helper").
 * `status` is the HTTP status when the transport failed (§8 "Network failure: status code and
 * 'Invalid request'"), `code` the body code when the provider refused; `message` is what was said.
 */
export const RequestError = Schema.Struct({
  status: Schema.optionalKey(Schema.Int),
  code: Schema.optionalKey(Schema.Int),
  message: Schema.String,
});
export type RequestError = typeof RequestError.Type;

/** The request helper's failure value: flag `s` 0, empty `d`, and the errors (spec §7). */
export const RequestFailure = Schema.Struct({
  s: Schema.Literal(0),
  d: Schema.Tuple([]),
  errors: Schema.Array(RequestError),
});
export type RequestFailure = typeof RequestFailure.Type;
