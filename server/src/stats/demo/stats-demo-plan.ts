// The scale of the demo trade statistics: what real trade looks like, in round figures of 2024
// (UN Comtrade / national releases): each reporter's yearly exports and imports in USD billions,
// how partners weigh, how chapters weigh and what a kilogram of each is worth. The generator spreads
// the yearly totals over these, so China's exports come to about USD 3.5 trillion a year.

export interface DemoReporter {
  readonly a2: string;
  readonly a3: string;
  /** Comtrade's reporter code (M49; 842 for the USA, 699 for India). */
  readonly m49: number;
  readonly name: string;
  /** USD billions a year. */
  readonly exports: number;
  readonly imports: number;
}

export const DEMO_REPORTERS: readonly DemoReporter[] = [
  { a2: "CN", a3: "CHN", m49: 156, name: "China", exports: 3_580, imports: 2_590 },
  { a2: "US", a3: "USA", m49: 842, name: "USA", exports: 2_065, imports: 3_270 },
  { a2: "DE", a3: "DEU", m49: 276, name: "Germany", exports: 1_660, imports: 1_420 },
  { a2: "JP", a3: "JPN", m49: 392, name: "Japan", exports: 707, imports: 742 },
  { a2: "IN", a3: "IND", m49: 699, name: "India", exports: 443, imports: 700 },
  { a2: "BR", a3: "BRA", m49: 76, name: "Brazil", exports: 337, imports: 262 },
];

export interface DemoPartner {
  readonly a2: string;
  readonly a3: string;
  readonly m49: number;
  readonly name: string;
  readonly zh: string;
  /** How much trade a country draws (economy size × openness), relative. */
  readonly mass: number;
}

const P = (a2: string, a3: string, m49: number, name: string, zh: string, mass: number): DemoPartner => ({
  a2,
  a3,
  m49,
  name,
  zh,
  mass,
});

export const DEMO_PARTNERS: readonly DemoPartner[] = [
  P("US", "USA", 842, "USA", "美国", 10),
  P("CN", "CHN", 156, "China", "中国", 10),
  P("DE", "DEU", 276, "Germany", "德国", 6),
  P("JP", "JPN", 392, "Japan", "日本", 5),
  P("KR", "KOR", 410, "Rep. of Korea", "韩国", 4),
  P("HK", "HKG", 344, "China, Hong Kong SAR", "中国香港", 4),
  P("NL", "NLD", 528, "Netherlands", "荷兰", 4),
  P("GB", "GBR", 826, "United Kingdom", "英国", 4),
  P("MX", "MEX", 484, "Mexico", "墨西哥", 3.5),
  P("CA", "CAN", 124, "Canada", "加拿大", 3.5),
  P("FR", "FRA", 251, "France", "法国", 3.5),
  P("VN", "VNM", 704, "Viet Nam", "越南", 3),
  P("IT", "ITA", 381, "Italy", "意大利", 3),
  P("IN", "IND", 699, "India", "印度", 3),
  P("TW", "S19", 490, "Other Asia, nes", "中国台湾", 3),
  P("SG", "SGP", 702, "Singapore", "新加坡", 2.5),
  P("AU", "AUS", 36, "Australia", "澳大利亚", 2.2),
  P("MY", "MYS", 458, "Malaysia", "马来西亚", 2),
  P("AE", "ARE", 784, "United Arab Emirates", "阿联酋", 2),
  P("RU", "RUS", 643, "Russian Federation", "俄罗斯", 2),
  P("TH", "THA", 764, "Thailand", "泰国", 1.8),
  P("ID", "IDN", 360, "Indonesia", "印度尼西亚", 1.6),
  P("BR", "BRA", 76, "Brazil", "巴西", 1.6),
  P("SA", "SAU", 682, "Saudi Arabia", "沙特阿拉伯", 1.5),
];

/** Neighbours and close partners trade more than their mass says. */
export const AFFINITY: Readonly<Record<string, number>> = {
  "CN-HK": 2.2,
  "CN-US": 1.4,
  "CN-VN": 1.8,
  "CN-KR": 1.3,
  "CN-JP": 1.2,
  "CN-TW": 1.5,
  "CN-RU": 1.6,
  "US-MX": 3.5,
  "US-CA": 3.5,
  "US-CN": 1.3,
  "DE-FR": 2.2,
  "DE-NL": 2.5,
  "DE-IT": 1.8,
  "DE-US": 1.3,
  "JP-CN": 2,
  "JP-US": 1.8,
  "IN-AE": 2.5,
  "IN-US": 1.8,
  "BR-CN": 3,
  "BR-US": 1.5,
};

export interface DemoChapter {
  readonly code: string;
  /** Part of world goods trade, per cent. */
  readonly share: number;
  /** USD per kilogram, about. */
  readonly usdPerKg: number;
  /** Comtrade's quantity unit: items ("u", with kg per item) or kilograms. */
  readonly unit: "u" | "kg" | "l";
  readonly kgPerUnit?: number;
}

const C = (
  code: string,
  share: number,
  usdPerKg: number,
  unit: "u" | "kg" | "l" = "kg",
  kgPerUnit?: number,
): DemoChapter =>
  kgPerUnit === undefined ? { code, share, usdPerKg, unit } : { code, share, usdPerKg, unit, kgPerUnit };

export const DEMO_CHAPTERS: readonly DemoChapter[] = [
  C("85", 15, 45, "u", 0.8),
  C("84", 13, 22, "u", 25),
  C("27", 11, 0.6),
  C("87", 8, 12, "u", 1_400),
  C("30", 4, 120),
  C("71", 3.5, 20_000),
  C("90", 3.5, 80, "u", 2),
  C("39", 3.5, 2.2),
  C("29", 2.5, 3),
  C("72", 2.2, 0.8),
  C("26", 2, 0.15),
  C("88", 1.5, 600, "u", 900),
  C("73", 1.5, 3.5),
  C("40", 1.2, 3),
  C("38", 1.2, 2.5),
  C("61", 1.2, 25),
  C("62", 1.2, 28),
  C("94", 1.3, 4.5),
  C("76", 1.1, 3.2),
  C("95", 1, 9),
  C("74", 0.9, 9),
  C("12", 0.8, 0.5),
  C("10", 0.8, 0.3),
  C("48", 0.8, 1.3),
  C("28", 0.8, 1),
  C("33", 0.8, 12),
  C("64", 0.8, 20),
  C("02", 0.7, 4),
  C("03", 0.7, 6),
  C("89", 0.7, 5, "u", 2_000_000),
  C("44", 0.6, 0.6),
  C("22", 0.6, 2.5, "l"),
  C("08", 0.6, 1.8),
  C("42", 0.4, 30),
  C("63", 0.4, 6),
  C("69", 0.4, 1.5),
  C("70", 0.4, 2),
  C("09", 0.4, 5),
  C("17", 0.3, 0.5),
  C("96", 0.3, 8),
];

/** Where a reporter's exports lean (multipliers of the world mix). */
export const EXPORT_TILT: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  CN: {
    "85": 1.7,
    "84": 1.4,
    "94": 2.5,
    "95": 3,
    "61": 2,
    "62": 2,
    "64": 2.5,
    "27": 0.15,
    "26": 0.05,
    "73": 2,
    "39": 1.4,
  },
  US: { "27": 1.5, "88": 3, "30": 1.5, "90": 1.6, "12": 2.5, "10": 2 },
  DE: { "87": 2.4, "84": 1.6, "30": 2, "90": 1.4, "27": 0.2 },
  JP: { "87": 2.5, "84": 1.8, "85": 1.3, "27": 0.1, "90": 1.5 },
  IN: { "71": 3, "27": 1.5, "30": 3, "29": 2, "62": 2 },
  BR: { "12": 12, "26": 8, "27": 3, "02": 6, "09": 8, "17": 10, "85": 0.1, "84": 0.2 },
};
export const IMPORT_TILT: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  CN: { "27": 2.2, "26": 6, "12": 4, "85": 1.6, "94": 0.1, "95": 0.1, "61": 0.1, "62": 0.1, "64": 0.1 },
  IN: { "27": 3, "71": 3 },
  JP: { "27": 2.5 },
};

/** Reporting starts here and runs 36 months: three years, so any year of the last two has one before it. */
export const DEMO_FIRST_MONTH = "2023-10";
export const DEMO_MONTHS = 36;

/** The months' weights in a year (Chinese New Year dips February), mean 1. */
export const SEASON = [0.97, 0.8, 1.0, 0.99, 1.0, 1.01, 1.03, 1.04, 1.02, 1.01, 1.04, 1.09];

/** China customs' split of trade by trade mode and by the trader's province, per cent. */
export const CN_MODE_SHARE: Readonly<Record<"X" | "M", Readonly<Record<string, number>>>> = {
  X: { "10": 65, "15": 17, "14": 4, "33": 4, "34": 5, "19": 2, "39": 3 },
  M: { "10": 62, "15": 14, "14": 3, "33": 6, "34": 10, "19": 1, "39": 4 },
};
export const CN_PROVINCE_SHARE: Readonly<Record<"X" | "M", Readonly<Record<string, number>>>> = {
  X: {
    "44": 23,
    "33": 15,
    "32": 14,
    "37": 9,
    "31": 8,
    "35": 6,
    "11": 3,
    "12": 2,
    "21": 2,
    "34": 2,
    "42": 2,
    "50": 2,
    "51": 3,
    "43": 2,
    "36": 2,
    "41": 2,
    "45": 2,
    "13": 1,
  },
  M: {
    "11": 17,
    "31": 15,
    "44": 13,
    "32": 10,
    "37": 8,
    "33": 7,
    "35": 5,
    "12": 4,
    "21": 4,
    "45": 3,
    "51": 3,
    "50": 2,
    "42": 2,
    "34": 2,
    "41": 2,
    "13": 2,
  },
};
