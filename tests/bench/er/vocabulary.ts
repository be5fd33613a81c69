// Words for the entity-resolution benchmark's own generator (issue 30). Written for the benchmark,
// apart from the demo generator's (server/src/seed/company-names.ts), so the resolver is measured on
// names it was not built from.

// biome-ignore format: a word list
export const US_WORDS = [
  "BRIGHTWATER", "SILVERLINE", "NORTHGATE", "BLUE RIDGE", "HARBORVIEW", "IRONWOOD", "MAPLECREST", "STONEBRIDGE",
  "REDFIELD", "LAKESHORE", "PINECONE", "GOLDLEAF", "EVERGREEN VALLEY", "CRESTMOOR", "OAKHAVEN", "SUNCOAST",
  "WESTBROOK", "FALCON RIDGE", "COPPERTOP", "GRANITE PEAK", "MERIDIAN", "PRAIRIE WIND", "TIDEWATER", "BLACKSTONE CREEK",
  "HIGHLAND", "RIVERBEND", "SADDLEBACK", "CEDAR HOLLOW", "LIBERTY BELL", "KEYSTONE", "ATLAS", "PIONEER", "SUMMIT",
  "HORIZON", "CASCADE", "EMPIRE", "BEACON", "ANCHOR POINT", "TRIDENT", "FRONTIER", "COASTAL", "MIDWEST", "PACIFIC RIM",
  "GREAT PLAINS", "SANDHILL", "WILLOWBROOK", "FOXCROFT", "BAYSIDE", "SEVEN OAKS", "TWIN RIVERS",
]
// biome-ignore format: a word list
export const US_TRADES = [
  "FOODS", "TRADING", "IMPORTS", "HARDWARE", "FURNITURE", "APPAREL", "DISTRIBUTORS", "SUPPLY", "HOME GOODS", "TOOLS",
  "TEXTILES", "ELECTRONICS", "AUTO PARTS", "BEVERAGE", "PACKAGING", "LIGHTING", "FLOORING", "PET PRODUCTS",
  "SPORTING GOODS", "INDUSTRIES", "MERCHANDISE", "BRANDS", "OUTFITTERS", "MARKETS",
];
export const US_FORMS = ["INC", "INC.", "LLC", "CORP", "CORPORATION", "CO", "COMPANY", "LTD", "INCORPORATED"];

// biome-ignore format: a word list
export const CN_PLACES = ["GUANGZHOU", "SHENZHEN", "NINGBO", "XIAMEN", "QINGDAO", "DONGGUAN", "FOSHAN", "HANGZHOU", "YIWU", "SUZHOU", "TIANJIN", "ZHONGSHAN", "WENZHOU", "JIANGSU", "ZHEJIANG"];
// biome-ignore format: a word list
export const CN_WORDS = ["HUAXIN", "JINLONG", "HONGDA", "XINYUAN", "TIANHE", "BAOLI", "YONGSHENG", "MINGTAI", "HENGFENG", "RUIXIANG", "ZHONGXING", "HAOYUE", "LIANFA", "JUNHAO", "KANGDA", "SHENGLI", "FUDA", "DEXIN", "WANJIA", "HUAMEI"];
// biome-ignore format: a word list
export const CN_TRADES = ["IMPORT AND EXPORT", "INDUSTRIAL", "ELECTRONICS", "TEXTILE", "HOUSEWARE", "TRADING", "MACHINERY", "PLASTIC PRODUCTS", "FURNITURE", "LIGHTING TECHNOLOGY"];
export const CN_FORMS = ["CO., LTD.", "CO LTD", "CO.,LTD", "COMPANY LIMITED", "CO., LIMITED", "LTD"];

export const VN_WORDS = [
  "MINH PHAT",
  "HOANG LONG",
  "THANH CONG",
  "VIET HUNG",
  "PHU THAI",
  "AN KHANG",
  "TAN PHAT",
];
export const VN_TRADES = ["GARMENT", "WOOD PRODUCTS", "SEAFOOD", "FOOTWEAR", "TEXTILE"];
export const VN_FORMS = ["CO., LTD", "JOINT STOCK COMPANY", "JSC", "COMPANY LIMITED"];

export const DE_WORDS = [
  "NORDWIND",
  "BERGMANN",
  "HAFENKRAFT",
  "ELBTAL",
  "SONNENFELD",
  "RHEINSTAHL",
  "WALDHOF",
];
export const DE_TRADES = ["HANDEL", "MASCHINENBAU", "METALLWAREN", "ELEKTRONIK", "KUNSTSTOFF"];
export const DE_FORMS = ["GMBH", "GMBH & CO. KG", "AG", "KG"];

export const MX_WORDS = [
  "COMERCIALIZADORA ANDINA",
  "GRUPO SOLANO",
  "INDUSTRIAS DEL VALLE",
  "DISTRIBUIDORA ROCA",
];
export const MX_FORMS = ["S.A. DE C.V.", "SA DE CV", "S. DE R.L. DE C.V."];

// biome-ignore format: a word list
export const FIRST_NAMES = ["JOHN", "MARIA", "DAVID", "LINDA", "ROBERT", "SUSAN", "JAMES", "KAREN", "MIGUEL", "WEI", "ANH", "OLGA"];
// biome-ignore format: a word list
export const LAST_NAMES = ["SMITH", "GARCIA", "NGUYEN", "JOHNSON", "CHEN", "MILLER", "LOPEZ", "PATEL", "KOWALSKI", "BROWN"];

export interface Place {
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly area: string;
}
// biome-ignore format: a table
export const US_PLACES: readonly Place[] = [
  { city: "LOS ANGELES", state: "CA", zip: "90021", area: "213" }, { city: "DALLAS", state: "TX", zip: "75201", area: "214" },
  { city: "TOLEDO", state: "OH", zip: "43604", area: "419" }, { city: "NEWARK", state: "NJ", zip: "07102", area: "973" },
  { city: "MIAMI", state: "FL", zip: "33166", area: "305" }, { city: "CHICAGO", state: "IL", zip: "60607", area: "312" },
  { city: "HOUSTON", state: "TX", zip: "77002", area: "713" }, { city: "SEATTLE", state: "WA", zip: "98108", area: "206" },
  { city: "ATLANTA", state: "GA", zip: "30318", area: "404" }, { city: "CARSON", state: "CA", zip: "90745", area: "310" },
  { city: "EDISON", state: "NJ", zip: "08817", area: "732" }, { city: "SAVANNAH", state: "GA", zip: "31408", area: "912" },
  { city: "COMMERCE", state: "CA", zip: "90040", area: "323" }, { city: "MEMPHIS", state: "TN", zip: "38118", area: "901" },
  { city: "JERSEY CITY", state: "NJ", zip: "07305", area: "201" }, { city: "ONTARIO", state: "CA", zip: "91761", area: "909" },
  { city: "BROOKLYN", state: "NY", zip: "11232", area: "718" }, { city: "CHARLOTTE", state: "NC", zip: "28208", area: "704" },
  { city: "PHOENIX", state: "AZ", zip: "85043", area: "602" }, { city: "DENVER", state: "CO", zip: "80216", area: "303" },
];
// biome-ignore format: a word list
export const STREETS = ["MAIN ST", "INDUSTRIAL BLVD", "COMMERCE DR", "HARBOR WAY", "OAK AVE", "PARK RD", "CENTRAL AVE", "EXPORT LN", "WAREHOUSE RD", "GATEWAY BLVD"];
// biome-ignore format: a word list
export const FOREIGN_CITIES: Record<string, readonly string[]> = {
  CN: ["GUANGZHOU", "SHENZHEN", "NINGBO", "XIAMEN", "QINGDAO", "DONGGUAN", "FOSHAN", "HANGZHOU", "YIWU", "SUZHOU"],
  VN: ["HO CHI MINH", "HANOI", "HAI PHONG", "DA NANG", "BINH DUONG"],
  DE: ["HAMBURG", "BREMEN", "MUNICH", "STUTTGART", "DUISBURG"],
  MX: ["MONTERREY", "GUADALAJARA", "TIJUANA", "MEXICO CITY"],
};

/** Forwarders as they stand in consignee fields: main ones (on the list), and small ones (not). */
// biome-ignore format: a word list
export const FORWARDER_SPELLINGS: readonly (readonly string[])[] = [
  ["KUEHNE + NAGEL INC", "KUEHNE & NAGEL INC.", "KUEHNE AND NAGEL INC", "KUEHNE+NAGEL INC - NEW YORK BRANCH"],
  ["EXPEDITORS INTERNATIONAL OF WASHINGTON INC", "EXPEDITORS INTL OF WASHINGTON INC", "EXPEDITORS INT'L OF WA INC"],
  ["DHL GLOBAL FORWARDING", "DHL GLOBAL FORWARDING (USA) INC", "DHL GLOBAL FORWARDING USA"],
  ["C.H. ROBINSON INTERNATIONAL INC", "C H ROBINSON INTERNATIONAL", "CH ROBINSON INTERNATIONAL INC."],
  ["DSV AIR & SEA INC", "DSV AIR AND SEA INC.", "DSV AIR & SEA"],
  ["SCHENKER INC", "DB SCHENKER", "SCHENKER, INC."],
  ["OEC GROUP NEW YORK", "OEC GROUP INC", "O.E.C. GROUP"],
  ["TOPOCEAN CONSOLIDATION SERVICE", "TOPOCEAN CONSOLIDATION SVC (LA) INC"],
  ["HONOUR LANE SHIPPING LTD", "HONOUR LANE SHIPPING"],
  ["APEX LOGISTICS INTERNATIONAL INC", "APEX LOGISTICS INTL INC"],
  ["PACIFIC STAR FREIGHT SYSTEMS INC", "PACIFIC STAR FREIGHT SYSTEM INC"],
  ["GOLDEN BRIDGE CARGO LLC", "GOLDEN BRIDGE CARGO"],
  ["JAGUAR SERVICES INC", "JAGUAR SERVICES, INC."],
];
