// The part of the contracts the provider client uses, as the module it imports on its first call.
// The package's index is also imported statically by the document (a constant such as the session
// cookie's name); a dynamic import of that same module split the console's chunk in 22 more small
// ones (+5.6 KB gzip at first load). Only this module is a dynamic import's target, and it names what
// it takes, so the OpenAPI writer and the examples stay out of the browser (D226).
export { api, decodeResponse, encodeRequest } from "@portolan/contracts";
