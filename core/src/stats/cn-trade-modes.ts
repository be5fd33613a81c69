// China customs' trade modes (贸易方式) as its statistics publish them, by their two-digit
// statistical codes, with names in the site's three languages (the Chinese is the customs' own).

export interface TriName {
  readonly zh: string;
  readonly en: string;
  readonly ru: string;
}

const M = (code: string, zh: string, en: string, ru: string) => ({ code, name: { zh, en, ru } }) as const;

export const CN_TRADE_MODES: readonly { readonly code: string; readonly name: TriName }[] = [
  M("10", "一般贸易", "General trade", "Общая торговля"),
  M(
    "11",
    "国家间、国际组织无偿援助和赠送的物资",
    "Aid and donations between states and international organisations",
    "Безвозмездная помощь государств и международных организаций",
  ),
  M("12", "其他捐赠物资", "Other donations", "Прочие пожертвования"),
  M(
    "14",
    "来料加工装配贸易",
    "Processing and assembly of supplied materials",
    "Переработка давальческого сырья",
  ),
  M("15", "进料加工贸易", "Processing of imported materials", "Переработка ввезённого сырья"),
  M("16", "寄售代销贸易", "Consignment trade", "Консигнационная торговля"),
  M("19", "边境小额贸易", "Border trade", "Приграничная торговля"),
  M("20", "加工贸易进口设备", "Equipment imported for processing trade", "Оборудование для переработки"),
  M(
    "22",
    "对外承包工程出口货物",
    "Goods for contracted projects abroad",
    "Товары для подрядных работ за рубежом",
  ),
  M("23", "租赁贸易", "Leasing", "Лизинг"),
  M(
    "25",
    "外商投资企业作为投资进口的设备物品",
    "Equipment imported as foreign investment",
    "Оборудование как иностранные инвестиции",
  ),
  M("27", "出料加工贸易", "Outward processing", "Переработка вне таможенной территории"),
  M("30", "易货贸易", "Barter trade", "Бартерная торговля"),
  M("31", "免税外汇商品", "Duty-free goods sold for foreign currency", "Беспошлинные товары за валюту"),
  M("33", "保税监管场所进出境货物", "Goods of bonded warehouses", "Товары таможенных складов"),
  M(
    "34",
    "海关特殊监管区域物流货物",
    "Logistics goods of special customs zones",
    "Логистика особых таможенных зон",
  ),
  M(
    "35",
    "海关特殊监管区域进口设备",
    "Equipment imported into special customs zones",
    "Оборудование для особых таможенных зон",
  ),
  M("39", "其他", "Other", "Прочее"),
];

const byCode = new Map(CN_TRADE_MODES.map((m) => [m.code, m]));
export const isTradeModeCode = (code: string): boolean => byCode.has(code);
export const tradeModeByCode = (code: string) => byCode.get(code);
