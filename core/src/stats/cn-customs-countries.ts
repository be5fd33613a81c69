// China customs' country codes (海关国别(地区)代码, the 贸易伙伴编码 of its statistics) with their
// ISO alpha-2, for the countries whose codes are certain here: Asia 1xx, Africa 2xx, Europe 3xx,
// Latin America 4xx, North America 5xx, Oceania 6xx (decision D243). A code not listed is rejected
// with its line, never guessed.

// biome-ignore format: code and alpha-2 pairs
const PAIRS =
  "101AF 102BH 103BD 104BT 105BN 106MM 107KH 108CY 109KP 110HK 111IN 112ID 113IR 114IQ 115IL 116JP " +
  "117JO 118KW 119LA 120LB 121MO 122MY 123MV 124MN 125NP 126OM 127PK 128PS 129PH 130QA 131SA 132SG " +
  "133KR 134LK 135SY 136TH 137TR 138AE 139YE 141VN 142CN 143TW 144TL 145KZ 146KG 147TJ 148TM 149UZ " +
  "201DZ 202AO 203BJ 204BW 205BI 206CM 208CV 209CF 211TD 212KM 213CG 214DJ 215EG 216GQ 217ET 218GA " +
  "219GM 220GH 221GN 222GW 223CI 224KE 225LR 226LY 227MG 228MW 229ML 230MR 231MU 232MA 233MZ 234NA " +
  "235NE 236NG 237RE 238RW 239ST 240SN 241SC 242SL 243SO 244ZA 245EH 246SD 247TZ 248TG 249TN 250UG " +
  "251BF 252CD 253ZM 254ZW 255LS 257SZ 258ER 259YT 260SS " +
  "301BE 302DK 303GB 304DE 305FR 306IE 307IT 308LU 309NL 310GR 311PT 312ES 313AL 314AD 315AT 316BG " +
  "318FI 320GI 321HU 322IS 323LI 324MT 325MC 326NO 327PL 328RO 329SM 330SE 331CH 334EE 335LV 336LT " +
  "337GE 338AM 339AZ 340BY 343MD 344RU 347UA 350SI 351HR 352CZ 353SK 354MK 355BA 356VA 357FO 358RS 359ME " +
  "401AG 402AR 403AW 404BS 405BB 406BZ 408BO 410BR 411KY 412CL 413CO 414DM 415CR 416CU 417CW 418DO " +
  "419EC 420GF 421GD 422GP 423GT 424GY 425HT 426HN 427JM 428MQ 429MX 430MS 431NI 432PA 433PY 434PE 435PR " +
  "501CA 502US 503GL 504BM 601AU 603FJ 609NZ 611PG";

const ALPHA2 = new Map<string, string>(PAIRS.split(" ").map((p) => [p.slice(0, 3), p.slice(3)] as const));
const CODE = new Map<string, string>([...ALPHA2].map(([code, a2]) => [a2, code] as const));

/** The alpha-2 of a China customs country code, undefined when not listed. */
export const alpha2OfCnCustoms = (code: string): string | undefined => ALPHA2.get(code.trim());
/** The China customs code of an alpha-2 country, for files written in the customs' layout. */
export const cnCustomsCodeOf = (alpha2: string): string | undefined => CODE.get(alpha2);
