// The provinces of the trader's registration (注册地) in China customs statistics: the 31
// province-level divisions of the mainland by their GB/T 2260 two-digit codes, as the customs
// statistics query lists them, with their names in the site's three languages.

import type { TriName } from "./cn-trade-modes.ts";

const P = (code: string, zh: string, en: string, ru: string) => ({ code, name: { zh, en, ru } }) as const;

export const CN_PROVINCES: readonly { readonly code: string; readonly name: TriName }[] = [
  P("11", "北京市", "Beijing", "Пекин"),
  P("12", "天津市", "Tianjin", "Тяньцзинь"),
  P("13", "河北省", "Hebei", "Хэбэй"),
  P("14", "山西省", "Shanxi", "Шаньси"),
  P("15", "内蒙古自治区", "Inner Mongolia", "Внутренняя Монголия"),
  P("21", "辽宁省", "Liaoning", "Ляонин"),
  P("22", "吉林省", "Jilin", "Цзилинь"),
  P("23", "黑龙江省", "Heilongjiang", "Хэйлунцзян"),
  P("31", "上海市", "Shanghai", "Шанхай"),
  P("32", "江苏省", "Jiangsu", "Цзянсу"),
  P("33", "浙江省", "Zhejiang", "Чжэцзян"),
  P("34", "安徽省", "Anhui", "Аньхой"),
  P("35", "福建省", "Fujian", "Фуцзянь"),
  P("36", "江西省", "Jiangxi", "Цзянси"),
  P("37", "山东省", "Shandong", "Шаньдун"),
  P("41", "河南省", "Henan", "Хэнань"),
  P("42", "湖北省", "Hubei", "Хубэй"),
  P("43", "湖南省", "Hunan", "Хунань"),
  P("44", "广东省", "Guangdong", "Гуандун"),
  P("45", "广西壮族自治区", "Guangxi", "Гуанси"),
  P("46", "海南省", "Hainan", "Хайнань"),
  P("50", "重庆市", "Chongqing", "Чунцин"),
  P("51", "四川省", "Sichuan", "Сычуань"),
  P("52", "贵州省", "Guizhou", "Гуйчжоу"),
  P("53", "云南省", "Yunnan", "Юньнань"),
  P("54", "西藏自治区", "Tibet", "Тибет"),
  P("61", "陕西省", "Shaanxi", "Шэньси"),
  P("62", "甘肃省", "Gansu", "Ганьсу"),
  P("63", "青海省", "Qinghai", "Цинхай"),
  P("64", "宁夏回族自治区", "Ningxia", "Нинся"),
  P("65", "新疆维吾尔自治区", "Xinjiang", "Синьцзян"),
];

const byCode = new Map(CN_PROVINCES.map((p) => [p.code, p]));
export const isProvinceCode = (code: string): boolean => byCode.has(code);
export const provinceByCode = (code: string) => byCode.get(code);
