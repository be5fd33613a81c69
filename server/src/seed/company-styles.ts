// Word lists for demo company names, by naming tradition, and the legal forms each country uses.
// Names are assembled from these (e.g. "Comercializadora Andina S.A. de C.V."), never real firms.

export interface NameStyle {
  /** Distinctive words: family names, places, coined words. */
  readonly stems: readonly string[];
  /** What the firm does, in the local language where that is usual. */
  readonly trades: readonly string[];
  /** Trade word before the stem ("Distribuidora Andina") rather than after ("Andina Trading"). */
  readonly tradeFirst: boolean;
  readonly streets: readonly string[];
}

// biome-ignore format: a word list
const EN_TRADES = ["Trading", "Imports", "Industries", "Supply", "Logistics", "Foods", "Textiles", "Manufacturing", "Distribution", "Global", "Electronics", "Chemicals", "Hardware", "Apparel"];
// biome-ignore format: a word list
const EN_STREETS = ["Harbor Blvd", "Industrial Pkwy", "Commerce St", "Gateway Dr", "Terminal Ave", "Enterprise Way", "Market St", "Dock Rd"];

// biome-ignore format: word lists, one style per line
export const STYLES = {
  en: {
    stems: ["Atlas", "Summit", "Pioneer", "Bluewater", "Keystone", "Redwood", "Lakeside", "Northstar", "Ironbridge", "Meridian", "Harborview", "Crescent", "Granite", "Evergreen", "Sterling", "Westfield", "Oakridge", "Bayshore", "Liberty", "Highland"],
    trades: EN_TRADES,
    tradeFirst: false,
    streets: EN_STREETS,
  },
  es: {
    stems: ["Andina", "del Pacífico", "del Sur", "Santa Rosa", "San Martín", "Los Álamos", "Rodríguez", "González", "Hernández", "Mendoza", "Ramírez", "La Esperanza", "El Roble", "Sierra Verde", "Costa Azul", "Monteverde", "Torres", "Vargas", "Castillo", "Aurora"],
    trades: ["Comercializadora", "Distribuidora", "Importadora", "Exportadora", "Industrias", "Grupo", "Agroindustrial", "Textiles", "Alimentos", "Servicios Logísticos"],
    tradeFirst: true,
    streets: ["Av. Libertador", "Calle Comercio", "Av. Industrial", "Calle Principal", "Av. del Puerto", "Calle Real"],
  },
  pt: {
    stems: ["Paulista", "Atlântico", "Horizonte", "Santa Clara", "Oliveira", "Ferreira", "Costa Verde", "Guanabara", "Três Rios", "Bandeirantes", "Almeida", "Serra Azul"],
    trades: ["Comércio", "Indústria", "Importadora", "Exportadora", "Distribuidora", "Alimentos", "Têxtil"],
    tradeFirst: true,
    streets: ["Av. Paulista", "Rua do Comércio", "Av. Portuária", "Rua Industrial", "Rodovia BR-101"],
  },
  ru: {
    stems: ["Volga", "Ural", "Sibir", "Baltika", "Sever", "Vostok", "Alfa", "Zarya", "Raduga", "Kristall", "Neva", "Altai", "Dnepr", "Kavkaz", "Orion", "Zenit"],
    trades: ["Trade", "Prom", "Import", "Snab", "Agro", "Stroy", "Tekhnika", "Logistik", "Khim", "Invest"],
    tradeFirst: false,
    streets: ["ul. Lenina", "ul. Promyshlennaya", "pr. Mira", "ul. Sadovaya", "ul. Portovaya", "ul. Tsentralnaya"],
  },
  de: {
    stems: ["Nordwind", "Rheinland", "Alpen", "Hansa", "Schneider", "Becker", "Weser", "Elbtal", "Hoffmann", "Bergmann", "Sonnenfeld", "Lindenhof", "Vogel", "Kessler"],
    trades: ["Handel", "Technik", "Maschinenbau", "Logistik", "Import", "Chemie", "Lebensmittel", "Elektro"],
    tradeFirst: false,
    streets: ["Hafenstraße", "Industriestraße", "Hauptstraße", "Am Kai", "Gewerbering"],
  },
  romance: {
    stems: ["Méditerranée", "Riviera", "Bellavista", "Aurora", "Rossi", "Moreau", "Lumière", "Solaris", "Marina", "Olympia", "Atlantique", "Vesuvio", "Iberia", "Delta"],
    trades: ["Commerce", "Trading", "Import Export", "Industrie", "Distribution", "Alimentari", "Logistique", "Tessile"],
    tradeFirst: false,
    streets: ["Rue du Port", "Via Roma", "Avenue de l'Industrie", "Via del Commercio", "Calle Mayor", "Odos Ermou"],
  },
  cn: {
    stems: ["Haitian", "Jinlong", "Huaxin", "Dongfang", "Hengtai", "Xinyuan", "Minghua", "Tianrui", "Hongda", "Yongsheng", "Huamei", "Changjiang", "Jiahe", "Ruifeng", "Zhongxing", "Baoli"],
    trades: ["Import & Export", "Trading", "Industrial", "Textile", "Electronics", "Machinery", "Technology", "Household Products"],
    tradeFirst: false,
    streets: ["Binhai Road", "Gangkou Avenue", "Jiefang Road", "Zhongshan Road", "Industrial Park Road"],
  },
  jp: {
    stems: ["Sakura", "Fuji", "Yamato", "Kaito", "Tokai", "Minato", "Asahi", "Kiyomizu", "Hoshino", "Matsuda", "Nishikawa", "Takara"],
    trades: ["Shoji", "Trading", "Industries", "Electric", "Seiki", "Foods", "Chemical"],
    tradeFirst: false,
    streets: ["Kaigan-dori", "Minatomachi", "Honcho", "Shinmachi"],
  },
  kr: {
    stems: ["Hanil", "Daesung", "Seoyoung", "Hyeonmu", "Samjin", "Dongbang", "Jinyang", "Haesung", "Taekwang", "Mirae"],
    trades: ["Trading", "Industrial", "Chemical", "Electronics", "Steel", "Textile"],
    tradeFirst: false,
    streets: ["Jungang-daero", "Haeun-daero", "Sandan-ro", "Hangman-ro"],
  },
  in: {
    stems: ["Shree Ganesh", "Bharat", "Laxmi", "Sai Krishna", "Vardhman", "Om Sai", "Ambica", "Surya", "Kaveri", "Jai Hind", "Raj", "Balaji", "Al Noor", "Crescent", "Paragon", "Lanka"],
    trades: ["Exports", "Overseas", "Industries", "Textiles", "Enterprises", "Impex", "Agro Foods", "Polymers", "Garments"],
    tradeFirst: false,
    streets: ["MIDC Industrial Area", "GIDC Estate", "Station Road", "Export Promotion Zone", "Ring Road"],
  },
  sea: {
    stems: ["Phuong Nam", "Viet Hung", "Sinar Jaya", "Mitra Abadi", "Golden Lotus", "Siam", "Kencana", "Mekong", "Borneo", "Maju", "Lotus", "Harmoni", "Pacific Star", "Nusantara"],
    trades: ["Trading", "Industries", "Garment", "Seafood", "Furniture", "Agro", "Plastics", "Rubber"],
    tradeFirst: false,
    streets: ["Industrial Zone Road", "Jalan Raya", "Nguyen Van Linh", "Sukhumvit Road", "Port Road"],
  },
  tr: {
    stems: ["Anadolu", "Ege", "Marmara", "Yıldız", "Kaya", "Toros", "Akdeniz", "Özdemir", "Boğaziçi", "Karadeniz", "Demir", "Yılmaz"],
    trades: ["Tekstil", "Gıda", "Makina", "Dış Ticaret", "Kimya", "Plastik", "Mobilya"],
    tradeFirst: false,
    streets: ["Organize Sanayi Bölgesi", "Atatürk Cad.", "Liman Cad.", "Cumhuriyet Cad."],
  },
  ar: {
    stems: ["Al Noor", "Al Faisal", "Gulf", "Al Madina", "Al Hilal", "Arabian", "Al Rawabi", "Al Safa", "Al Nahda", "Oasis", "Al Waha", "Pearl"],
    trades: ["Trading", "General Trading", "Contracting", "Foodstuff", "Industries", "Building Materials"],
    tradeFirst: false,
    streets: ["Industrial Area", "Port Road", "King Fahd Road", "Corniche Street", "Free Zone"],
  },
  africa: {
    stems: ["Savanna", "Kilimanjaro", "Baobab", "Sahel", "Zambezi", "Kalahari", "Ubuntu", "Harambee", "Nile", "Akwaaba", "Okavango", "Ebony", "Lagoon", "Unity"],
    trades: ["Trading", "Industries", "Agro", "Commodities", "Enterprises", "Distributors", "Imports"],
    tradeFirst: false,
    streets: ["Industrial Area", "Harbour Road", "Independence Avenue", "Airport Road", "Main Street"],
  },
} as const satisfies Record<string, NameStyle>;

export type StyleName = keyof typeof STYLES;

/**
 * Naming tradition and legal forms per country, the first the most common. A form with "*" is a
 * template around the name (OOO "Volga Trade", PT Sinar Jaya Garment); others follow the name.
 */
// biome-ignore format: one line per country
export const COUNTRY_NAMING: Readonly<Record<string, readonly [StyleName, readonly string[]]>> = {
  US: ["en", ["Inc.", "LLC", "Corp.", "Co."]], CA: ["en", ["Inc.", "Ltd.", "Corp."]], GB: ["en", ["Ltd", "Limited", "PLC"]],
  AU: ["en", ["Pty Ltd", "Limited"]], NZ: ["en", ["Limited", "Ltd"]],
  MX: ["es", ["S.A. de C.V.", "S. de R.L. de C.V."]], CR: ["es", ["S.A.", "S.R.L."]], PA: ["es", ["S.A.", "Corp."]], GT: ["es", ["S.A."]],
  SV: ["es", ["S.A. de C.V."]], HN: ["es", ["S.A. de C.V.", "S. de R.L."]], NI: ["es", ["S.A."]], AR: ["es", ["S.A.", "S.R.L."]],
  BO: ["es", ["S.R.L.", "S.A."]], CL: ["es", ["SpA", "Ltda.", "S.A."]], CO: ["es", ["S.A.S.", "Ltda.", "S.A."]], EC: ["es", ["S.A.", "Cía. Ltda."]],
  PY: ["es", ["S.A.", "S.R.L."]], PE: ["es", ["S.A.C.", "S.A.", "E.I.R.L."]], UY: ["es", ["S.A.", "S.R.L."]], VE: ["es", ["C.A.", "S.A."]],
  BR: ["pt", ["Ltda.", "S.A.", "Eireli"]],
  RU: ["ru", ['OOO "*"', 'AO "*"']], UA: ["ru", ['TOV "*"', 'PrAT "*"']], MD: ["ru", ["SRL", "SA"]], BY: ["ru", ['OOO "*"', 'ChUP "*"', 'OAO "*"']], KZ: ["ru", ['TOO "*"', 'AO "*"']],
  UZ: ["ru", ['MChJ "*"', 'OOO "*"']], KG: ["ru", ['OsOO "*"', 'OAO "*"']], TJ: ["ru", ['JDM "*"', 'OOO "*"']], TM: ["ru", ['HJ "*"', 'OOO "*"']], AZ: ["ru", ['MMC "*"', 'ASC "*"']],
  AM: ["ru", ["LLC", "CJSC"]], GE: ["ru", ["LLC", "JSC"]],
  DE: ["de", ["GmbH", "AG", "GmbH & Co. KG"]], DK: ["de", ["A/S", "ApS"]], NO: ["de", ["AS", "ASA"]], FI: ["de", ["Oy", "Oyj"]], NL: ["de", ["B.V.", "N.V."]],
  BE: ["romance", ["NV", "BV", "SA"]], FR: ["romance", ["SAS", "SARL", "SA"]], IT: ["romance", ["S.r.l.", "S.p.A."]], ES: ["romance", ["S.L.", "S.A."]],
  GR: ["romance", ["S.A.", "Ltd"]],
  CN: ["cn", ["Co., Ltd.", "Industrial Co., Ltd."]], TW: ["cn", ["Co., Ltd.", "Corp."]],
  JP: ["jp", ["Co., Ltd.", "Corporation", "K.K."]], KR: ["kr", ["Co., Ltd.", "Corp."]],
  IN: ["in", ["Pvt. Ltd.", "Ltd.", "LLP"]], PK: ["in", ["(Pvt.) Ltd.", "Ltd."]], BD: ["in", ["Ltd.", "(Pvt.) Ltd."]], LK: ["in", ["(Pvt) Ltd", "PLC"]],
  VN: ["sea", ["Co., Ltd.", "Joint Stock Company"]], ID: ["sea", ["PT *", "PT * Tbk", "CV *"]], PH: ["sea", ["Inc.", "Corporation"]],
  MY: ["sea", ["Sdn. Bhd.", "Bhd."]], SG: ["sea", ["Pte. Ltd.", "Ltd."]], TH: ["sea", ["Co., Ltd.", "Public Company Limited"]],
  TR: ["tr", ["A.Ş.", "San. ve Tic. Ltd. Şti."]],
  BH: ["ar", ["W.L.L.", "B.S.C."]], IQ: ["ar", ["Co.", "LLC"]], SA: ["ar", ["Co. Ltd.", "Est."]], KW: ["ar", ["W.L.L.", "K.S.C.C."]],
  QA: ["ar", ["W.L.L.", "Q.P.S.C."]], OM: ["ar", ["LLC", "SAOG"]], AE: ["ar", ["LLC", "FZE", "FZCO"]], IR: ["ar", ["Co.", "PJS"]],
  EG: ["ar", ["S.A.E.", "LLC"]], DZ: ["romance", ["SARL", "SPA", "EURL"]], DJ: ["romance", ["SARL", "SA"]], CI: ["romance", ["SARL", "SA"]],
  ET: ["africa", ["PLC", "Share Company"]], KE: ["africa", ["Ltd", "Limited"]], NG: ["africa", ["Ltd", "Nigeria Limited", "PLC"]],
  GH: ["africa", ["Ltd", "Limited"]], TZ: ["africa", ["Ltd", "Limited"]], UG: ["africa", ["Ltd", "Uganda Limited"]],
  NA: ["africa", ["(Pty) Ltd", "CC"]], BW: ["africa", ["(Pty) Ltd"]], LS: ["africa", ["(Pty) Ltd"]],
};
