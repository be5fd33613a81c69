// Helpers the specs share: wait until React has hydrated the prerendered page, and run axe-core with
// the WCAG 2.2 AA rule tags.

import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";

/**
 * Resolves once every island of the page (ui/site/src/islands/) is hydrated: its marker is a React root
 * and every element inside it belongs to React (it carries React's fiber key; the captcha widget, a web
 * component, aside), so hydration warnings
 * have been printed and event handlers are attached. The rest of a public page is HTML that no script
 * touches. The console's document, which has no islands, is one React root (#root).
 */
export const waitForHydration = async (page: Page, timeout = 10_000): Promise<void> => {
  await page.waitForFunction(
    () => {
      const has = (node: Element, prefix: string) => Object.keys(node).some((k) => k.startsWith(prefix));
      const markers = [...document.querySelectorAll("[data-island]")];
      const roots = markers.length > 0 ? markers : [document.getElementById("root")];
      return roots.every(
        (root) =>
          root !== null &&
          has(root, "__reactContainer$") &&
          // The captcha widget is a web component its field adds after hydration (D279), not React's.
          [...root.querySelectorAll("*")].every(
            (e) => has(e, "__reactFiber$") || e.closest("altcha-widget"),
          ) &&
          (markers.length > 0 || root.childElementCount > 0),
      );
    },
    undefined,
    { timeout, polling: 50 },
  );
};

export const WCAG_22_AA_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export interface AxeFinding {
  readonly rule: string;
  readonly impact: string;
  readonly help: string;
  readonly targets: readonly string[];
}

/** The axe-core violations of the page as it is now, in a form that reads well in a failed expect. */
export const axeViolations = async (page: Page): Promise<AxeFinding[]> => {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA_TAGS).analyze();
  return results.violations.map((v) => ({
    rule: v.id,
    impact: v.impact ?? "",
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(" ")} ${n.failureSummary ?? ""}`.trim()),
  }));
};

/**
 * A search's results table: the table the results summary names (the facets' trend has a table of
 * its own, which may be in the page first while the results are still loading).
 */
export const resultsTable = (page: Page): Locator =>
  page.locator('section[aria-labelledby="search-summary"] table');
