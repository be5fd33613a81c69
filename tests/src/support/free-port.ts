// A port free on loopback now: the server package's one helper.
export { freePort } from "@portolan/server";
