// Test data shared by the navigation tests: configured bases and a session factory.

import type { Session } from "../session/session.ts";
import type { NavBases } from "./nav-model.ts";

export const TEST_BASES: NavBases = {
  home: "https://www.portolan.test",
  data: "https://data.portolan.test",
  crm: "https://crm.portolan.test",
  console: "https://console.portolan.test",
  backend: "https://admin.portolan.test",
};

/** A main account with no permissions, no roles, no department; override what a test needs. */
export const testSession = (over: Partial<Session> = {}): Session => ({
  id: 1001,
  account: "acme",
  level: 0,
  nickname: "Acme",
  oemDomains: [],
  userRole: [],
  permissions: {},
  membership: 0,
  customs_data_source: "",
  ...over,
});
