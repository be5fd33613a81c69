// Designed here: the console's basic-info page (/account/basicinfo, spec §2.5) reads and updates
// the account's own details (spec §3: nickname, department name, phone, email).
import { Schema } from "effect";
import { defineEndpoint } from "../endpoint.ts";
import { Envelope } from "../envelope.ts";
import { LineText } from "../primitives.ts";

export const BasicInfo = Schema.Struct({
  id: Schema.Int,
  account: Schema.String,
  nickname: Schema.String,
  department: Schema.optionalKey(Schema.String),
  phone: Schema.optionalKey(Schema.String),
  email: Schema.optionalKey(Schema.String),
}).annotate({ identifier: "BasicInfo" });
export type BasicInfo = typeof BasicInfo.Type;

/**
 * Fields left out stay as they are. A new email needs the code sent to it by sendChannelCode
 * (`emailCode`); whether one is needed is core's rule, the provider checks it again.
 */
export const BasicInfoUpdate = Schema.Struct({
  nickname: Schema.optionalKey(LineText),
  department: Schema.optionalKey(LineText),
  phone: Schema.optionalKey(LineText),
  email: Schema.optionalKey(LineText),
  emailCode: Schema.optionalKey(LineText),
});
export type BasicInfoUpdate = typeof BasicInfoUpdate.Type;

export const getBasicInfo = defineEndpoint({
  name: "getBasicInfo",
  method: "GET",
  host: "provider",
  path: "/console/user/basicInfo",
  encoding: "none",
  request: {},
  response: Envelope(BasicInfo),
  requiresSession: true,
  summary: "Read the account's basic info",
  description: "Designed here.",
  tag: "account",
  origin: "designed",
});

export const updateBasicInfo = defineEndpoint({
  name: "updateBasicInfo",
  method: "POST",
  host: "provider",
  path: "/console/user/basicInfo",
  encoding: "json",
  request: { body: BasicInfoUpdate },
  response: Envelope(BasicInfo),
  requiresSession: true,
  summary: "Update the account's basic info",
  description: "Designed here. Answers with the info as stored. 20008 = wrong email code.",
  tag: "account",
  origin: "designed",
});
