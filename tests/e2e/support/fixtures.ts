// The suite's `test`: a real provider per worker (baseURL points at it), and a guard on every test
// that fails it on a page error, a console error, or a console warning about hydration, in any page of
// the browser context. A test that provokes failures on purpose lists the messages it expects.

import { test as base, expect } from "@playwright/test";
import { type E2eProvider, startE2eProvider } from "./provider.ts";

export interface PageProblem {
  readonly kind: "pageerror" | "console.error" | "hydration warning";
  readonly text: string;
  readonly url: string;
}

interface TestFixtures {
  /** Console errors this test provokes on purpose (a refused call, an aborted chunk), as one pattern. */
  readonly allowedConsoleErrors: RegExp | undefined;
  /** Every problem seen so far in this test (the guard asserts there are none at the end). */
  readonly pageProblems: PageProblem[];
}

interface WorkerFixtures {
  readonly provider: E2eProvider;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  provider: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from it.
    async ({}, use) => {
      const provider = await startE2eProvider();
      await use(provider);
      await provider.stop();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  baseURL: async ({ provider }, use) => use(provider.origin),
  allowedConsoleErrors: [undefined, { option: true }],
  pageProblems: [
    async ({ context, allowedConsoleErrors }, use) => {
      const problems: PageProblem[] = [];
      context.on("weberror", (error) => {
        problems.push({ kind: "pageerror", text: String(error.error()), url: error.page()?.url() ?? "" });
      });
      context.on("console", (message) => {
        const text = message.text();
        const url = message.page()?.url() ?? "";
        if (message.type() === "error" && !allowedConsoleErrors?.test(text)) {
          problems.push({ kind: "console.error", text, url });
        } else if (message.type() === "warning" && /hydrat/i.test(text)) {
          problems.push({ kind: "hydration warning", text, url });
        }
      });
      await use(problems);
      expect(problems, "page errors, console errors and hydration warnings").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
