// The 404 page (spec §2.5, §8): status, 'This page could not be found' and a link home, in the page's language.
import { useLingui } from "@lingui/react";
import type { PageMeta } from "../page-module.ts";

export const meta: PageMeta = { title: "404", description: "" };
export const layout = "blank";

export default function NotFoundPage() {
  const { i18n } = useLingui();
  const home = i18n.locale === "zh-CN" ? "/cn" : `/${i18n.locale}`;
  return (
    <section>
      <h1>404</h1>
      <p>{i18n._("errors.page.notFound")}</p>
      <a href={home}>{i18n._("errors.page.backHome")}</a>
    </section>
  );
}
