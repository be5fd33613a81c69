// The ten office locations of the contact pages (spec §2.5), in the three languages. Phone numbers
// are not listed: the contact widget's phone line is the one number the spec names.

export interface OfficeText {
  readonly zh: string;
  readonly en: string;
  readonly ru: string;
}

export interface Office {
  readonly id: string;
  readonly headquarters: boolean;
  /** The office's name, e.g. "Shanghai (headquarters)". */
  readonly name: OfficeText;
  readonly address: OfficeText;
}

export const OFFICES: readonly Office[] = [
  {
    id: "shanghai",
    headquarters: true,
    name: { zh: "上海总部", en: "Shanghai (headquarters)", ru: "Шанхай (штаб-квартира)" },
    address: {
      zh: "上海市浦东新区张江路 665 号 8 楼，邮编 201203",
      en: "8F, 665 Zhangjiang Road, Pudong New District, Shanghai 201203, China",
      ru: "Китай, 201203, Шанхай, район Пудун, ул. Чжанцзян, 665, 8-й этаж",
    },
  },
  {
    id: "beijing",
    headquarters: false,
    name: { zh: "北京分公司", en: "Beijing", ru: "Пекин" },
    address: {
      zh: "北京市海淀区中关村大街 27 号 11 层，邮编 100080",
      en: "11F, 27 Zhongguancun Street, Haidian District, Beijing 100080, China",
      ru: "Китай, 100080, Пекин, район Хайдянь, ул. Чжунгуаньцунь, 27, 11-й этаж",
    },
  },
  {
    id: "shenzhen",
    headquarters: false,
    name: { zh: "深圳分公司", en: "Shenzhen", ru: "Шэньчжэнь" },
    address: {
      zh: "深圳市南山区深南大道 9680 号 15 楼，邮编 518057",
      en: "15F, 9680 Shennan Avenue, Nanshan District, Shenzhen 518057, China",
      ru: "Китай, 518057, Шэньчжэнь, район Наньшань, просп. Шэньнань, 9680, 15-й этаж",
    },
  },
  {
    id: "ningbo",
    headquarters: false,
    name: { zh: "宁波分公司", en: "Ningbo", ru: "Нинбо" },
    address: {
      zh: "浙江省宁波市鄞州区宁东路 188 号 6 楼，邮编 315100",
      en: "6F, 188 Ningdong Road, Yinzhou District, Ningbo, Zhejiang 315100, China",
      ru: "Китай, 315100, провинция Чжэцзян, Нинбо, район Иньчжоу, ул. Ниндун, 188, 6-й этаж",
    },
  },
  {
    id: "yiwu",
    headquarters: false,
    name: { zh: "义乌办事处", en: "Yiwu", ru: "Иу" },
    address: {
      zh: "浙江省义乌市福田街道商城大道 1188 号 5 楼，邮编 322000",
      en: "5F, 1188 Shangcheng Avenue, Futian Subdistrict, Yiwu, Zhejiang 322000, China",
      ru: "Китай, 322000, провинция Чжэцзян, Иу, просп. Шанчэн, 1188, 5-й этаж",
    },
  },
  {
    id: "hong-kong",
    headquarters: false,
    name: { zh: "香港办事处", en: "Hong Kong", ru: "Гонконг" },
    address: {
      zh: "香港九龙尖沙咀广东道 33 号 12 楼",
      en: "12/F, 33 Canton Road, Tsim Sha Tsui, Kowloon, Hong Kong",
      ru: "Гонконг, Коулун, Цимшацуй, Кантон-роуд, 33, 12-й этаж",
    },
  },
  {
    id: "singapore",
    headquarters: false,
    name: { zh: "新加坡办事处", en: "Singapore", ru: "Сингапур" },
    address: {
      zh: "新加坡安信路 10 号 #20-05，邮编 079903",
      en: "10 Anson Road, #20-05, Singapore 079903",
      ru: "Сингапур, 079903, Энсон-роуд, 10, офис 20-05",
    },
  },
  {
    id: "dubai",
    headquarters: false,
    name: { zh: "迪拜办事处", en: "Dubai", ru: "Дубай" },
    address: {
      zh: "阿联酋迪拜商业湾 Al Manara 大厦 1204 室",
      en: "Office 1204, Al Manara Tower, Business Bay, Dubai, United Arab Emirates",
      ru: "ОАЭ, Дубай, Бизнес-Бэй, башня Al Manara, офис 1204",
    },
  },
  {
    id: "moscow",
    headquarters: false,
    name: { zh: "莫斯科办事处", en: "Moscow", ru: "Москва" },
    address: {
      zh: "俄罗斯莫斯科普列斯年斯卡亚滨河路 12 号 4508 室，邮编 123317",
      en: "Office 4508, 12 Presnenskaya Embankment, Moscow 123317, Russia",
      ru: "Россия, 123317, Москва, Пресненская наб., 12, офис 4508",
    },
  },
  {
    id: "los-angeles",
    headquarters: false,
    name: { zh: "洛杉矶办事处", en: "Los Angeles", ru: "Лос-Анджелес" },
    address: {
      zh: "美国加利福尼亚州洛杉矶南格兰德大道 355 号 2450 室，邮编 CA 90071",
      en: "Suite 2450, 355 S Grand Ave, Los Angeles, CA 90071, USA",
      ru: "США, CA 90071, Лос-Анджелес, Саут-Гранд-авеню, 355, офис 2450",
    },
  },
];
