// Third-party services (spec §2.6): public pages under /cn/service; only debt collection and credit
// check show in English, linking the /en pages. Decision: Russian shows no services section, since
// the site has no Russian service pages and a Russian visitor on a service path goes home (§2.1).

import type { NavGates } from "./nav-gates.ts";
import type { NavMessageId } from "./nav-messages.ts";
import { type NavItem, publicItem, publicPath } from "./nav-model.ts";

interface ServiceEntry {
  readonly id: string;
  readonly name: NavMessageId;
  readonly slug: string;
  /** Has an English page. */
  readonly english: boolean;
}

/** In the order of spec §2.6. */
export const THIRD_PARTY_SERVICES: readonly ServiceEntry[] = [
  {
    id: "services.debtCollection",
    name: "nav.services.debtCollection",
    slug: "debtcollection",
    english: true,
  },
  { id: "services.airwallex", name: "nav.services.airwallex", slug: "airwallex", english: false },
  { id: "services.cedarRose", name: "nav.services.cedarRose", slug: "cedarRose", english: true },
  { id: "services.tuv", name: "nav.services.tuv", slug: "tuv", english: false },
  { id: "services.ningbo", name: "nav.services.ningbo", slug: "ningbo", english: false },
  { id: "services.xinhai", name: "nav.services.xinhai", slug: "xinhai", english: false },
  { id: "services.amass", name: "nav.services.amass", slug: "amass", english: false },
  { id: "services.yixin", name: "nav.services.yixin", slug: "yixin", english: false },
  { id: "services.yiwandian", name: "nav.services.yiwandian", slug: "yiwandian", english: false },
  { id: "services.zhaodaka", name: "nav.services.zhaodaka", slug: "zhaodaka", english: false },
];

export const servicesItem = (g: NavGates): NavItem => {
  const english = g.locale === "en";
  return publicItem({
    id: "services",
    name: "nav.services",
    icon: "services",
    hide: g.locale === "ru",
    columns: 2,
    content: { heading: "nav.services.heading", text: "nav.services.text" },
    ...(g.chinese ? { more_href: publicPath("zh", "/service") } : {}),
    children: THIRD_PARTY_SERVICES.map((s) =>
      publicItem({
        id: s.id,
        name: s.name,
        path: publicPath(english && s.english ? "en" : "zh", `/service/${s.slug}`),
        hide: !g.chinese && !s.english,
      }),
    ),
  });
};
