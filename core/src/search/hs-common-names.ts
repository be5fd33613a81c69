// The names people search goods by, where the nomenclature's own words differ (issue 31 item 6:
// "laptop" is "portable automatic data processing machines", "chairs" are "seats"): a few dozen of
// the most searched goods, written by hand in English, Russian and Chinese, each with the HS 2022
// code it means (server/src/services/reference/hs-common-names.test.ts checks each against the
// nomenclature the provider ships). D319.

export interface HsCommonName {
  readonly code: string;
  readonly names: readonly string[];
}

// biome-ignore format: a table, one line a good
export const HS_COMMON_NAMES: readonly HsCommonName[] = [
  { code: "847130", names: ["laptop", "notebook computer", "notebook", "tablet computer", "ноутбук", "планшет", "笔记本电脑", "平板电脑"] },
  { code: "851713", names: ["mobile phone", "smartphone", "cell phone", "смартфон", "мобильный телефон", "智能手机", "手机"] },
  { code: "9401", names: ["chair", "sofa", "armchair", "stool", "стул", "стулья", "кресло", "диван", "椅子", "沙发", "座椅"] },
  { code: "9403", names: ["furniture", "desk", "table", "wardrobe", "мебель", "стол", "шкаф", "家具", "桌子", "衣柜"] },
  { code: "940421", names: ["mattress", "матрас", "床垫"] },
  { code: "9405", names: ["lamp", "light fitting", "chandelier", "лампа", "светильник", "люстра", "灯具", "台灯"] },
  { code: "854141", names: ["led", "light emitting diode", "светодиод", "发光二极管"] },
  { code: "9503", names: ["toy", "doll", "игрушка", "кукла", "玩具", "娃娃"] },
  { code: "950450", names: ["game console", "video game console", "игровая приставка", "游戏机"] },
  { code: "8712", names: ["bicycle", "bike", "велосипед", "自行车"] },
  { code: "8703", names: ["car", "passenger car", "automobile", "автомобиль", "легковой автомобиль", "汽车", "轿车"] },
  { code: "870380", names: ["electric car", "electric vehicle", "электромобиль", "电动汽车"] },
  { code: "4011", names: ["tyre", "tire", "шина", "轮胎"] },
  { code: "854143", names: ["solar panel", "solar module", "солнечная панель", "солнечный модуль", "太阳能电池板", "光伏组件"] },
  { code: "850760", names: ["lithium battery", "lithium ion battery", "литий ионный аккумулятор", "锂电池", "锂离子电池"] },
  { code: "852872", names: ["television", "tv set", "телевизор", "电视机"] },
  { code: "841821", names: ["refrigerator", "fridge", "холодильник", "冰箱"] },
  { code: "8415", names: ["air conditioner", "кондиционер", "空调"] },
  { code: "8450", names: ["washing machine", "стиральная машина", "洗衣机"] },
  { code: "851650", names: ["microwave oven", "микроволновая печь", "微波炉"] },
  { code: "8508", names: ["vacuum cleaner", "пылесос", "吸尘器"] },
  { code: "851631", names: ["hair dryer", "фен", "吹风机"] },
  { code: "851830", names: ["headphones", "earphones", "наушники", "耳机"] },
  { code: "8542", names: ["chip", "microchip", "integrated circuit", "semiconductor chip", "микросхема", "чип", "芯片", "集成电路"] },
  { code: "8806", names: ["drone", "дрон", "беспилотник", "无人机"] },
  { code: "6404", names: ["sneakers", "trainers", "кроссовки", "运动鞋"] },
  { code: "64", names: ["shoes", "footwear", "обувь", "鞋"] },
  { code: "6109", names: ["t shirt", "tshirt", "футболка", "t恤"] },
  { code: "620342", names: ["jeans", "джинсы", "牛仔裤"] },
  { code: "6110", names: ["sweater", "jumper", "pullover", "свитер", "джемпер", "毛衣"] },
  { code: "630790", names: ["face mask", "medical mask", "маска", "медицинская маска", "口罩"] },
  { code: "392321", names: ["plastic bag", "пластиковый пакет", "塑料袋"] },
  { code: "7304", names: ["steel pipe", "steel tube", "стальная труба", "钢管"] },
  { code: "0901", names: ["coffee", "кофе", "咖啡"] },
  { code: "0902", names: ["tea", "чай", "茶叶"] },
  { code: "2204", names: ["wine", "вино", "葡萄酒"] },
  { code: "2203", names: ["beer", "пиво", "啤酒"] },
  { code: "1201", names: ["soybean", "soya bean", "соя", "соевые бобы", "大豆"] },
  { code: "2709", names: ["crude oil", "petroleum crude", "сырая нефть", "нефть", "原油"] },
  { code: "0803", names: ["banana", "банан", "香蕉"] },
  { code: "080810", names: ["apple", "яблоко", "苹果"] },
  { code: "030617", names: ["shrimp", "prawn", "креветка", "虾"] },
];
