// The word lists the party-name parser reads (issue 30): legal forms in the languages of the
// catalogue, the words that start an address or name a branch, and US state codes. All folded as
// core folds text (text-normalise.ts), with runs of single letters joined ("S A DE C V" → "sa de cv").

/** Legal forms of several words, longest first so "co ltd" wins over "co". */
// biome-ignore format: a word list
export const LEGAL_PHRASES: readonly (readonly string[])[] = [
  "sa de cv", "s de rl de cv", "s de rl", "sapi de cv", "gmbh co kg", "co kg", "co ltd", "co limited", "pvt ltd",
  "pte ltd", "pty ltd", "sdn bhd", "cia ltda", "san ve tic ltd sti", "san tic ltd sti", "san ve tic as",
  "public company limited", "joint stock company", "share company", "ltd sti", "limited liability company",
  "private limited", "kabushiki kaisha", "sp zoo", "y cia", "and co", "co inc", "co llc", "cong ty tnhh", "cong ty co phan", "cong ty",
].map((p) => p.split(" ")).sort((a, b) => b.length - a.length);

/** Legal forms of one word, in every script and language of the catalogue. */
// biome-ignore format: a word list
export const LEGAL_WORDS: ReadonlySet<string> = new Set([
  "inc", "incorporated", "llc", "llp", "lp", "ltd", "limited", "co", "company", "corp", "corporation", "plc", "gmbh",
  "ag", "kg", "ohg", "ug", "sa", "sas", "sasu", "sarl", "srl", "spa", "snc", "sl", "sac", "saa", "eirl", "ltda",
  "eireli", "cv", "bv", "nv", "oy", "oyj", "ab", "asa", "aps", "kk", "bhd", "pte", "pty", "pvt", "tbk", "pt", "wll",
  "bsc", "ksc", "kscc", "qpsc", "saog", "sae", "sal", "eurl", "fze", "fzco", "fzc", "fzllc", "est", "jsc", "cjsc", "ojsc",
  "ooo", "ao", "oao", "zao", "pao", "too", "tov", "prat", "chup", "mchj", "osoo", "jdm", "hj", "mmc", "asc", "as", "cc",
  "sro", "kft", "zrt", "doo", "dd", "ad", "ead", "tnhh", "cia", "ltee", "gk", "yk", "sdn", "pllc", "lc", "lllp",
  "ооо", "оао", "зао", "пао", "ао", "тоо", "ип", "тов", "株式会社", "有限会社", "有限公司", "有限责任公司",
  "股份有限公司", "公司",
]);

/** Words that carry no identity of their own: "THE ACME", "ACME AND SONS", "S. DE R.L.". */
// biome-ignore format: a word list
export const STOP_WORDS: ReadonlySet<string> = new Set(["the", "and", "of", "de", "ve", "et", "und", "y", "e"]);

/** Chinese names carry their legal form glued on (…电子有限公司). */
export const HAN_FORM = /(股份有限公司|有限责任公司|有限公司|公司)$/u;

/** Words that, with a number near them, start an address typed into the name field. */
// biome-ignore format: a word list
export const STREET_WORDS: ReadonlySet<string> = new Set([
  "st", "street", "ave", "avenue", "av", "rd", "road", "blvd", "boulevard", "dr", "drive", "ln", "lane", "way", "hwy",
  "highway", "pkwy", "parkway", "ct", "court", "pl", "place", "cir", "circle", "sq", "square", "ter", "trail",
  "suite", "ste", "unit", "floor", "fl", "room", "rm", "bldg", "building", "district", "dist", "zone", "industrial",
  "park", "town", "village", "str", "strasse", "calle", "avenida", "rua", "ul", "ulitsa", "north", "south", "east",
  "west", "n", "s", "e", "w", "ne", "nw", "se", "sw", "floor",
]);

/** Words that start an address on their own when a number follows ("SUITE 200", "PO BOX 12"). */
export const ADDRESS_OPENERS: ReadonlySet<string> = new Set([
  "suite",
  "ste",
  "unit",
  "room",
  "rm",
  "floor",
  "fl",
  "bldg",
  "building",
  "no",
  "box",
  "po",
  "pobox",
]);

/** Words that name a branch, office or site rather than the firm. */
// biome-ignore format: a word list
export const BRANCH_WORDS: ReadonlySet<string> = new Set([
  "branch", "branches", "office", "div", "division", "warehouse", "whse", "plant", "facility", "dept", "department",
  "store", "location", "dc", "depot", "site", "filial", "filiale", "sucursal", "succursale", "representative",
]);

// biome-ignore format: a word list
export const US_STATES: ReadonlySet<string> = new Set([
  "al", "ak", "az", "ar", "ca", "co", "ct", "de", "fl", "ga", "hi", "id", "il", "in", "ia", "ks", "ky", "la", "me",
  "md", "ma", "mi", "mn", "ms", "mo", "mt", "ne", "nv", "nh", "nj", "nm", "ny", "nc", "nd", "oh", "ok", "or", "pa",
  "ri", "sc", "sd", "tn", "tx", "ut", "vt", "va", "wa", "wv", "wi", "wy", "dc", "pr",
]);

/** Abbreviations written for a word on bills ("EXPEDITORS INTL", "NINGBO JINLONG IMP & EXP CO"). */
// biome-ignore format: a word list
export const ABBREVIATIONS: ReadonlyMap<string, string> = new Map([
  ["intl", "international"], ["mfg", "manufacturing"], ["svc", "service"],
  ["svcs", "services"], ["sys", "systems"], ["trdg", "trading"], ["imp", "import"], ["exp", "export"],
  ["natl", "national"], ["bros", "brothers"],
]);
