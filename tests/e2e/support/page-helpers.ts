// Helpers the specs share: wait until React has hydrated the prerendered page, and run axe-core with
// the WCAG 2.2 AA rule tags.

import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/**
 * Resolves once every element under #root belongs to React (hydrated: it carries React's fiber key),
 * so hydration warnings have been printed and event handlers are attached. The content of a page kept
 * as prerendered (ui/site/src/pages/kept-content.ts) belongs to no one: React owns its <main>, whose props
 * say so (an empty dangerouslySetInnerHTML).
 */
export const waitForHydration = async (page: Page, timeout = 10_000): Promise<void> => {
  await page.waitForFunction(
    () => {
      const root = document.getElementById("root");
      if (root === null) return false;
      const keyOf = (node: Element, prefix: string) => Object.keys(node).find((k) => k.startsWith(prefix));
      const owned = (node: Element) => keyOf(node, "__reactFiber$") !== undefined;
      const keeps = (node: Element) => {
        const key = keyOf(node, "__reactProps$");
        return (
          key !== undefined &&
          (node as unknown as Record<string, { dangerouslySetInnerHTML?: unknown }>)[key]
            ?.dangerouslySetInnerHTML !== undefined
        );
      };
      const kept = [...root.querySelectorAll("main")].filter(keeps);
      const elements = [...root.querySelectorAll("*")].filter(
        (e) => !kept.some((k) => k !== e && k.contains(e)),
      );
      return elements.length > 0 && elements.every(owned);
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
