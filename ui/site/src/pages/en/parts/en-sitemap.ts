// The English HTML sitemap's groups (decision D191): every English page, by its name.
import type { SiteMapGroup } from "../../../components/site-map/site-map-groups.ts";

export const EN_SITEMAP: readonly SiteMapGroup[] = [
  {
    title: "Data and products",
    pages: [
      ["home", "Home"],
      ["products", "Products"],
      ["datacountries", "Data countries and sources"],
      ["countrydetail", "Country data detail"],
      ["solutions", "Solutions"],
      ["solutionsdetail", "Solution details"],
    ],
  },
  {
    title: "Packages and buying",
    pages: [
      ["package", "Data packages and prices"],
      ["packageLearn", "How data packages work"],
      ["packageterms", "Package purchase terms"],
    ],
  },
  {
    title: "Services",
    pages: [
      ["service/debtcollection", "International debt collection"],
      ["service/cedarRose", "Company credit reports"],
    ],
  },
  {
    title: "Company and press",
    pages: [
      ["aboutus", "About us"],
      ["contact", "Contact us"],
      ["content/press", "News and press"],
      ["content/press-scmp", "Portolan in the South China Morning Post"],
    ],
  },
  {
    title: "Help and legal",
    pages: [
      ["content/faq", "Frequently asked questions"],
      ["privacy", "Privacy policy"],
      ["content/privacy", "Trade data privacy statement"],
      ["terms", "Terms of service"],
      ["sitemap", "Sitemap"],
    ],
  },
];
