// A request body is read only as what its endpoint declares (the contracts' encoding): a JSON endpoint
// takes application/json, a form endpoint application/x-www-form-urlencoded, either with no
// parameter but an optional UTF-8 charset. Anything else is refused before it is decoded, so a body
// cannot be slipped past as another type (e.g. a cross-site text/plain form carrying JSON).

import { CONTENT_TYPE, type Endpoint } from "@portolan/contracts";

const MEDIA_TYPE = /^\s*([^\s;]+)\s*(?:;\s*charset\s*=\s*(?:utf-8|"utf-8")\s*)?;?\s*$/i;

/** Whether the Content-Type header fits the endpoint; true for endpoints that take no body. */
export const acceptsContentType = (endpoint: Endpoint, header: string | undefined): boolean => {
  if (endpoint.request.body === undefined) return true;
  if (endpoint.encoding !== "json" && endpoint.encoding !== "form") return true;
  return MEDIA_TYPE.exec(header ?? "")?.[1]?.toLowerCase() === CONTENT_TYPE[endpoint.encoding];
};
