// AI tools (spec §2.6). Decision: /tools/... live on the home site. The utilities entry (Chinese only)
// carries the request of its list; its rows arrive at run time (utilities-list.ts).

import { UTILITIES_LIST } from "../constants/services.ts";
import type { NavGates } from "./nav-gates.ts";
import { at, type NavBases, type NavItem, navItem } from "./nav-model.ts";

export const aiToolsItem = (b: NavBases, g: NavGates): NavItem =>
  navItem({
    id: "tools",
    name: "nav.tools",
    icon: "ai",
    columns: 1,
    content: { heading: "nav.tools.heading", text: "nav.tools.text" },
    children: [
      navItem({ id: "tools.email", name: "nav.tools.email", path: at(b.home, "/tools/email") }),
      navItem({ id: "tools.social", name: "nav.tools.social", path: at(b.home, "/tools/social") }),
      navItem({ id: "tools.translate", name: "nav.tools.translate", path: at(b.home, "/tools/translate") }),
      navItem({
        id: "tools.utilities",
        name: "nav.tools.utilities",
        hide: !g.chinese,
        target: "_blank",
        list: { kind: "utilities", query: UTILITIES_LIST },
      }),
    ],
  });
