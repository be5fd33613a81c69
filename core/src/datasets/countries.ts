// Every country the data-set catalogue uses (customs sources, silk-road group members, ship data):
// ISO 3166-1 alpha-2, alpha-3 and numeric codes, English and Chinese names, and the normal name,
// which is the token that stands for the country inside customs data-set codes (IMP_{normal}_…).
import type { Continent } from "./dataset-types.ts";

export interface Country {
  readonly code: string;
  readonly code3: string;
  /** ISO numeric code, three digits with leading zeros. */
  readonly numeric: string;
  readonly en: string;
  readonly zh: string;
  readonly normal: string;
  readonly continent: Continent;
}

const N: Continent = "NORTH_AMERICA";
const S: Continent = "SOUTH_AMERICA";
const E: Continent = "EUROPE";
const A: Continent = "ASIA";
const F: Continent = "AFRICA";
const O: Continent = "OCEANIA";

// code, code3, numeric, English, Chinese, normal, continent
const rows = [
  ["US", "USA", "840", "United States", "美国", "USA", N],
  ["CA", "CAN", "124", "Canada", "加拿大", "CANADA", N],
  ["MX", "MEX", "484", "Mexico", "墨西哥", "MEXICO", N],
  ["CR", "CRI", "188", "Costa Rica", "哥斯达黎加", "COSTARICA", N],
  ["PA", "PAN", "591", "Panama", "巴拿马", "PANAMA", N],
  ["GT", "GTM", "320", "Guatemala", "危地马拉", "GUATEMALA", N],
  ["SV", "SLV", "222", "El Salvador", "萨尔瓦多", "ELSALVADOR", N],
  ["HN", "HND", "340", "Honduras", "洪都拉斯", "HONDURAS", N],
  ["NI", "NIC", "558", "Nicaragua", "尼加拉瓜", "NICARAGUA", N],
  ["AR", "ARG", "032", "Argentina", "阿根廷", "ARGENTINA", S],
  ["BO", "BOL", "068", "Bolivia", "玻利维亚", "BOLIVIA", S],
  ["BR", "BRA", "076", "Brazil", "巴西", "BRAZIL", S],
  ["CL", "CHL", "152", "Chile", "智利", "CHILE", S],
  ["CO", "COL", "170", "Colombia", "哥伦比亚", "COLOMBIA", S],
  ["EC", "ECU", "218", "Ecuador", "厄瓜多尔", "ECUADOR", S],
  ["PY", "PRY", "600", "Paraguay", "巴拉圭", "PARAGUAY", S],
  ["PE", "PER", "604", "Peru", "秘鲁", "PERU", S],
  ["UY", "URY", "858", "Uruguay", "乌拉圭", "URUGUAY", S],
  ["VE", "VEN", "862", "Venezuela", "委内瑞拉", "VENEZUELA", S],
  ["RU", "RUS", "643", "Russia", "俄罗斯", "RUSSIA", E],
  ["UA", "UKR", "804", "Ukraine", "乌克兰", "UKRAINE", E],
  ["MD", "MDA", "498", "Moldova", "摩尔多瓦", "MOLDOVA", E],
  ["BY", "BLR", "112", "Belarus", "白俄罗斯", "BELARUS", E],
  ["GB", "GBR", "826", "United Kingdom", "英国", "UK", E],
  ["BE", "BEL", "056", "Belgium", "比利时", "BELGIUM", E],
  ["FI", "FIN", "246", "Finland", "芬兰", "FINLAND", E],
  ["DK", "DNK", "208", "Denmark", "丹麦", "DENMARK", E],
  ["DE", "DEU", "276", "Germany", "德国", "GERMANY", E],
  ["IT", "ITA", "380", "Italy", "意大利", "ITALY", E],
  ["NO", "NOR", "578", "Norway", "挪威", "NORWAY", E],
  ["NL", "NLD", "528", "Netherlands", "荷兰", "NETHERLANDS", E],
  ["FR", "FRA", "250", "France", "法国", "FRANCE", E],
  ["GR", "GRC", "300", "Greece", "希腊", "GREECE", E],
  ["ES", "ESP", "724", "Spain", "西班牙", "SPAIN", E],
  ["IN", "IND", "356", "India", "印度", "INDIA", A],
  ["PK", "PAK", "586", "Pakistan", "巴基斯坦", "PAKISTAN", A],
  ["BD", "BGD", "050", "Bangladesh", "孟加拉国", "BANGLADESH", A],
  ["LK", "LKA", "144", "Sri Lanka", "斯里兰卡", "SRILANKA", A],
  ["VN", "VNM", "704", "Vietnam", "越南", "VIETNAM", A],
  ["ID", "IDN", "360", "Indonesia", "印度尼西亚", "INDONESIA", A],
  ["PH", "PHL", "608", "Philippines", "菲律宾", "PHILIPPINES", A],
  ["UZ", "UZB", "860", "Uzbekistan", "乌兹别克斯坦", "UZBEKISTAN", A],
  ["KZ", "KAZ", "398", "Kazakhstan", "哈萨克斯坦", "KAZAKHSTAN", A],
  ["KG", "KGZ", "417", "Kyrgyzstan", "吉尔吉斯斯坦", "KYRGYZSTAN", A],
  ["TJ", "TJK", "762", "Tajikistan", "塔吉克斯坦", "TAJIKISTAN", A],
  ["TM", "TKM", "795", "Turkmenistan", "土库曼斯坦", "TURKMENISTAN", A],
  ["AZ", "AZE", "031", "Azerbaijan", "阿塞拜疆", "AZERBAIJAN", A],
  ["AM", "ARM", "051", "Armenia", "亚美尼亚", "ARMENIA", A],
  ["GE", "GEO", "268", "Georgia", "格鲁吉亚", "GEORGIA", A],
  ["TR", "TUR", "792", "Türkiye", "土耳其", "TURKEY", A],
  ["TW", "TWN", "158", "Taiwan", "中国台湾", "TAIWAN", A],
  ["CN", "CHN", "156", "China", "中国", "CHINA", A],
  ["JP", "JPN", "392", "Japan", "日本", "JAPAN", A],
  ["KR", "KOR", "410", "South Korea", "韩国", "KOREA", A],
  ["BH", "BHR", "048", "Bahrain", "巴林", "BAHRAIN", A],
  ["IQ", "IRQ", "368", "Iraq", "伊拉克", "IRAQ", A],
  ["SA", "SAU", "682", "Saudi Arabia", "沙特阿拉伯", "SAUDIARABIA", A],
  ["KW", "KWT", "414", "Kuwait", "科威特", "KUWAIT", A],
  ["MY", "MYS", "458", "Malaysia", "马来西亚", "MALAYSIA", A],
  ["SG", "SGP", "702", "Singapore", "新加坡", "SINGAPORE", A],
  ["TH", "THA", "764", "Thailand", "泰国", "THAILAND", A],
  ["QA", "QAT", "634", "Qatar", "卡塔尔", "QATAR", A],
  ["OM", "OMN", "512", "Oman", "阿曼", "OMAN", A],
  ["AE", "ARE", "784", "United Arab Emirates", "阿联酋", "UAE", A],
  ["IR", "IRN", "364", "Iran", "伊朗", "IRAN", A],
  ["ET", "ETH", "231", "Ethiopia", "埃塞俄比亚", "ETHIOPIA", F],
  ["KE", "KEN", "404", "Kenya", "肯尼亚", "KENYA", F],
  ["NG", "NGA", "566", "Nigeria", "尼日利亚", "NIGERIA", F],
  ["GH", "GHA", "288", "Ghana", "加纳", "GHANA", F],
  ["TZ", "TZA", "834", "Tanzania", "坦桑尼亚", "TANZANIA", F],
  ["UG", "UGA", "800", "Uganda", "乌干达", "UGANDA", F],
  ["NA", "NAM", "516", "Namibia", "纳米比亚", "NAMIBIA", F],
  ["BW", "BWA", "072", "Botswana", "博茨瓦纳", "BOTSWANA", F],
  ["LS", "LSO", "426", "Lesotho", "莱索托", "LESOTHO", F],
  ["CI", "CIV", "384", "Côte d'Ivoire", "科特迪瓦", "COTEDIVOIRE", F],
  ["DZ", "DZA", "012", "Algeria", "阿尔及利亚", "ALGERIA", F],
  ["DJ", "DJI", "262", "Djibouti", "吉布提", "DJIBOUTI", F],
  ["EG", "EGY", "818", "Egypt", "埃及", "EGYPT", F],
  ["AU", "AUS", "036", "Australia", "澳大利亚", "AUSTRALIA", O],
  ["NZ", "NZL", "554", "New Zealand", "新西兰", "NEWZEALAND", O],
] as const;

export type CountryCode = (typeof rows)[number][0];

export const COUNTRIES: readonly Country[] = rows.map(
  ([code, code3, numeric, en, zh, normal, continent]) => ({
    code,
    code3,
    numeric,
    en,
    zh,
    normal,
    continent,
  }),
);

const byCode = new Map<string, Country>(COUNTRIES.map((c) => [c.code, c]));

/** The country of a two-letter code (case-insensitive), or undefined when the catalogue has none. */
export const countryByCode = (code: string): Country | undefined => byCode.get(code.toUpperCase());

/** Looks up a country the catalogue is known to use (the code is type-checked). */
export const knownCountry = (code: CountryCode): Country => byCode.get(code) as Country;
