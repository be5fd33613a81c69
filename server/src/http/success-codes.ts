// The body code each call answers on success (spec §7): 1 for the code and form calls, 0 for the
// utilities list of the separate host, 200 elsewhere (identity reads 1 or 200; the OEM redirect 200).

import type { EndpointName } from "@portolan/contracts";

const SPECIAL: Partial<Record<EndpointName, number>> = {
  sendVerifyCode: 1,
  sendChannelCode: 1,
  submitForm: 1,
  utilitiesList: 0,
};

export const successCodeOf = (name: EndpointName): number => SPECIAL[name] ?? 200;
