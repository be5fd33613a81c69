// Real cities where the demo companies sit, per country (ISO alpha-2); US cities carry their state
// and the first digits of their ZIP codes, as the AMS bill's party addresses do.

export interface City {
  readonly name: string;
  readonly state: string | null;
  readonly zipPrefix: string | null;
}

// biome-ignore format: one country per line reads best
const CITIES: Readonly<Record<string, string>> = {
  US: "Los Angeles/CA/900;Long Beach/CA/908;Houston/TX/770;Dallas/TX/752;Miami/FL/331;Savannah/GA/314;Newark/NJ/071;New York/NY/100;Chicago/IL/606;Seattle/WA/981;Charleston/SC/294;Norfolk/VA/235;Atlanta/GA/303;Memphis/TN/381",
  CA: "Toronto;Vancouver;Montreal;Calgary;Mississauga;Halifax", MX: "Ciudad de México;Monterrey;Guadalajara;Tijuana;Manzanillo;Veracruz",
  CR: "San José;Alajuela;Limón", PA: "Panamá;Colón;David", GT: "Ciudad de Guatemala;Quetzaltenango;Escuintla",
  SV: "San Salvador;Santa Ana;San Miguel", HN: "Tegucigalpa;San Pedro Sula;Puerto Cortés", NI: "Managua;León;Masaya",
  AR: "Buenos Aires;Rosario;Córdoba;Mendoza", BO: "La Paz;Santa Cruz de la Sierra;Cochabamba", BR: "São Paulo;Santos;Rio de Janeiro;Curitiba;Itajaí;Manaus",
  CL: "Santiago;Valparaíso;San Antonio;Antofagasta", CO: "Bogotá;Medellín;Cali;Barranquilla;Cartagena", EC: "Guayaquil;Quito;Cuenca",
  PY: "Asunción;Ciudad del Este;Encarnación", PE: "Lima;Callao;Arequipa;Trujillo", UY: "Montevideo;Colonia;Paysandú", VE: "Caracas;Valencia;Maracaibo;Puerto Cabello",
  RU: "Moscow;Saint Petersburg;Novosibirsk;Yekaterinburg;Vladivostok;Kazan", UA: "Kyiv;Odesa;Kharkiv;Dnipro;Lviv", MD: "Chișinău;Bălți;Cahul",
  BY: "Minsk;Brest;Grodno;Gomel", GB: "London;Manchester;Birmingham;Felixstowe;Southampton;Leeds", BE: "Antwerp;Brussels;Ghent;Liège",
  FI: "Helsinki;Espoo;Turku;Tampere", DK: "Copenhagen;Aarhus;Odense", DE: "Hamburg;Bremen;Munich;Frankfurt am Main;Düsseldorf;Stuttgart",
  IT: "Milan;Genoa;Naples;Turin;Bologna;Venice", NO: "Oslo;Bergen;Stavanger", NL: "Rotterdam;Amsterdam;Eindhoven;Utrecht", FR: "Paris;Marseille;Le Havre;Lyon;Lille",
  GR: "Athens;Piraeus;Thessaloniki", ES: "Madrid;Barcelona;Valencia;Bilbao;Algeciras",
  IN: "Mumbai;Chennai;New Delhi;Ahmedabad;Kolkata;Bengaluru;Tiruppur;Ludhiana", PK: "Karachi;Lahore;Faisalabad;Sialkot", BD: "Dhaka;Chittagong;Gazipur;Narayanganj",
  LK: "Colombo;Kandy;Galle", VN: "Ho Chi Minh City;Hanoi;Haiphong;Da Nang;Binh Duong", ID: "Jakarta;Surabaya;Semarang;Medan;Bandung",
  PH: "Manila;Cebu;Davao;Quezon City", UZ: "Tashkent;Samarkand;Namangan", KZ: "Almaty;Astana;Shymkent;Aktau", KG: "Bishkek;Osh",
  TJ: "Dushanbe;Khujand", TM: "Ashgabat;Türkmenbaşy", AZ: "Baku;Ganja;Sumqayit", AM: "Yerevan;Gyumri", GE: "Tbilisi;Batumi;Poti;Kutaisi",
  TR: "Istanbul;Izmir;Bursa;Mersin;Ankara;Gaziantep", TW: "Taipei;Kaohsiung;Taichung;Taoyuan", CN: "Shanghai;Shenzhen;Ningbo;Guangzhou;Qingdao;Xiamen;Tianjin;Yiwu",
  JP: "Tokyo;Osaka;Yokohama;Nagoya;Kobe", KR: "Seoul;Busan;Incheon;Ulsan", BH: "Manama;Muharraq", IQ: "Baghdad;Basra;Erbil",
  SA: "Riyadh;Jeddah;Dammam", KW: "Kuwait City;Shuwaikh", MY: "Kuala Lumpur;Port Klang;Penang;Johor Bahru", SG: "Singapore",
  TH: "Bangkok;Laem Chabang;Chiang Mai", QA: "Doha;Mesaieed", OM: "Muscat;Sohar;Salalah", AE: "Dubai;Abu Dhabi;Sharjah;Jebel Ali", IR: "Tehran;Bandar Abbas;Isfahan",
  ET: "Addis Ababa;Dire Dawa;Hawassa", KE: "Nairobi;Mombasa;Kisumu", NG: "Lagos;Kano;Port Harcourt;Abuja", GH: "Accra;Tema;Kumasi",
  TZ: "Dar es Salaam;Arusha;Mwanza", UG: "Kampala;Jinja;Entebbe", NA: "Windhoek;Walvis Bay", BW: "Gaborone;Francistown", LS: "Maseru;Maputsoe",
  CI: "Abidjan;San-Pédro;Bouaké", DZ: "Algiers;Oran;Annaba", DJ: "Djibouti", EG: "Cairo;Alexandria;Port Said", AU: "Sydney;Melbourne;Brisbane;Fremantle",
  NZ: "Auckland;Tauranga;Christchurch",
};

const parsed = new Map<string, readonly City[]>(
  Object.entries(CITIES).map(([code, list]) => [
    code,
    list.split(";").map((entry) => {
      const [name = "", state, zip] = entry.split("/");
      return { name, state: state ?? null, zipPrefix: zip ?? null };
    }),
  ]),
);

/** The cities of a country; every country of the catalogue has some. */
export const citiesOf = (countryCode: string): readonly City[] => parsed.get(countryCode) ?? [];
