// The ten solutions as cards linking to their detail pages (core's solutionDetailHref).
import { SOLUTIONS, solutionDetailHref } from "@portolan/core";
import { CardGrid } from "../../../components/content/content.tsx";
import { solutionText } from "./solutions-en.ts";

export function SolutionsOverview() {
  return (
    <CardGrid
      items={SOLUTIONS.map((s) => ({
        title: s.name,
        text: solutionText(s).summary,
        href: solutionDetailHref(s),
      }))}
    />
  );
}
