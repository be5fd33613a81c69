// The first page when the prerender kept it (kept-content.ts): no module, its content stays the
// prerendered HTML (Layout's keptContent), its head is the document's own.
import type { LayoutKind, PageModule } from "./page-module.ts";

export const keptPage = (layout: LayoutKind): PageModule => ({
  default: () => null,
  meta: {
    title: document.title,
    description: document.querySelector('meta[name="description"]')?.getAttribute("content") ?? "",
  },
  layout,
  keptContent: true,
});
