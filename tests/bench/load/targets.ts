// What the load benchmark calls on every setup: a prerendered page as a browser asks for it, the
// identity call signed in, and the public packages call (issue 32). Each is prepared against the
// setup's URLs first: a page that is not served compressed, or a sign-in that fails, stops the run
// with why, rather than measuring errors.

import { DEMO_PASSWORD, signIn } from "../../src/support/sign-in.ts";
import type { LoadTarget } from "./measure.ts";

export interface TargetSpec {
  readonly name: string;
  readonly path: string;
  readonly prepare: (urls: readonly string[]) => Promise<LoadTarget>;
}

/** An envelope that reports success (failures are answered with HTTP 200 and another code). */
const succeeded = (body: string): boolean => /^\{"code":200[,}]/.test(body);

const page: TargetSpec = {
  name: "page",
  path: "/en/aboutus",
  prepare: async (urls) => {
    // As a browser sends it, on a visit after the first (the lang cookie is set).
    const headers = { "accept-encoding": "gzip, deflate, br, zstd", accept: "text/html", cookie: "lang=en" };
    const response = await fetch(`${urls[0]}/en/aboutus`, { headers });
    await response.arrayBuffer();
    if (response.status !== 200)
      throw new Error(`/en/aboutus answered ${response.status}: is the UI built (BENCH_UI_DIR)?`);
    return { urls: urls.map((u) => `${u}/en/aboutus`), headers };
  },
};

const identity: TargetSpec = {
  name: "identity",
  path: "/console/user/identity",
  prepare: async (urls) => {
    // One session for every provider of the setup: they share the accounts' storage.
    const cookie = await signIn(urls[0] ?? "", "trade@demo.portolan.test", DEMO_PASSWORD);
    const body = await (await fetch(`${urls[0]}/console/user/identity`, { headers: { cookie } })).text();
    if (!succeeded(body)) throw new Error(`identity failed before the load: ${body.slice(0, 200)}`);
    return {
      urls: urls.map((u) => `${u}/console/user/identity`),
      headers: { cookie },
      verifyBody: succeeded,
    };
  },
};

const packages: TargetSpec = {
  name: "packages",
  path: "/public/overseas/packages",
  prepare: async (urls) => ({
    urls: urls.map((u) => `${u}/public/overseas/packages`),
    headers: {},
    verifyBody: succeeded,
  }),
};

export const TARGETS: readonly TargetSpec[] = [page, identity, packages];

/** The goals: each target's share of the hello-world ceiling, in percent. */
export const GOALS: Readonly<Record<string, number>> = { page: 40, identity: 15 };
