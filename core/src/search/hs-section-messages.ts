// The 21 sections of the HS 2022 nomenclature by name (WCO's section titles, shortened as the UN
// Comtrade table writes them: server/data/hs-2022-sections.csv); the UI translates them by id.
import { defineMessages } from "../messages/define-messages.ts";

export const hsSectionMessages = defineMessages({
  "search.hs.section.I": "Live animals; animal products",
  "search.hs.section.II": "Vegetable products",
  "search.hs.section.III":
    "Animal or vegetable fats and oils; prepared edible fats; animal or vegetable waxes",
  "search.hs.section.IV": "Prepared foodstuffs; beverages, spirits and vinegar; tobacco",
  "search.hs.section.V": "Mineral products",
  "search.hs.section.VI": "Products of the chemical or allied industries",
  "search.hs.section.VII": "Plastics and articles thereof; rubber and articles thereof",
  "search.hs.section.VIII":
    "Raw hides and skins, leather, furskins and articles thereof; travel goods, handbags",
  "search.hs.section.IX": "Wood and articles of wood; cork; basketware and wickerwork",
  "search.hs.section.X":
    "Pulp of wood; recovered paper or paperboard; paper and paperboard and articles thereof",
  "search.hs.section.XI": "Textiles and textile articles",
  "search.hs.section.XII": "Footwear, headgear, umbrellas; prepared feathers; artificial flowers",
  "search.hs.section.XIII":
    "Articles of stone, plaster, cement, asbestos, mica; ceramic products; glass and glassware",
  "search.hs.section.XIV":
    "Pearls, precious stones, precious metals and articles thereof; imitation jewellery; coin",
  "search.hs.section.XV": "Base metals and articles of base metal",
  "search.hs.section.XVI": "Machinery and mechanical appliances; electrical equipment; parts thereof",
  "search.hs.section.XVII": "Vehicles, aircraft, vessels and associated transport equipment",
  "search.hs.section.XVIII":
    "Optical, photographic, measuring, medical instruments; clocks and watches; musical instruments",
  "search.hs.section.XIX": "Arms and ammunition; parts and accessories thereof",
  "search.hs.section.XX": "Miscellaneous manufactured articles",
  "search.hs.section.XXI": "Works of art, collectors' pieces and antiques",
});
export type HsSectionMessageId = keyof typeof hsSectionMessages;
