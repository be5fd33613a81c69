// Which first pages are kept as prerendered instead of hydrated (issue 4's first-load JavaScript
// budget): a page whose content has nothing to hydrate. Its links work without it (the shell takes
// over link clicks on the document), so its module, and what only it imports, need not load before
// the page is usable; the page is rendered by React only when the visitor navigates to another one.
// The test is on the prerendered HTML of <main>: no control, no element that listens or plays. A
// page that runs effects without any of these says so (PageModule.live).

const CONTROL =
  /<(button|input|select|textarea|form|video|audio|iframe|details|dialog|object|embed)\b|\s(tabindex|contenteditable|role="(button|tab|switch|checkbox|radio|slider|combobox|listbox|menu|dialog)")[\s=>]/i;

/** The content of the page's <main> in a prerendered body, or undefined when there is none. */
export const mainContentOf = (html: string): string | undefined =>
  /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1];

/** Whether a page can be kept as prerendered: it is not live and its content holds no control. */
export const isKeepable = (html: string, live: boolean): boolean => {
  const content = mainContentOf(html);
  return !live && content !== undefined && !CONTROL.test(content);
};
