// The words of the data-countries blocks in each language, so the English and Russian pages (and a
// Chinese one, should it come) show the same catalogue and statistics with their own labels.
import type { Continent, Locale, SourceKind, SourceVariant } from "@portolan/core";

export interface DataLabels {
  readonly continents: Readonly<Record<Continent, string>>;
  readonly kinds: Readonly<Record<SourceKind, string>>;
  readonly variants: Readonly<Record<SourceVariant, string>>;
  readonly imports: string;
  readonly exports: string;
  readonly silkRoad: string;
  readonly global: string;
  readonly country: string;
  readonly dataSet: string;
  readonly flow: string;
  readonly searchBy: {
    readonly importer: string;
    readonly exporter: string;
    readonly hscode: string;
    readonly description: string;
  };
  readonly yes: string;
  readonly no: string;
  readonly catalogueCaption: (continent: string) => string;
  readonly statsCaption: (continent: string) => string;
  readonly importRecords: string;
  readonly exportRecords: string;
  readonly latestRecord: string;
  readonly sources: string;
  readonly totals: {
    readonly countries: string;
    readonly dataSources: string;
    readonly records: string;
    readonly companies: string;
  };
  readonly loading: string;
  /** The status once loaded: the newest record's date, or that no record is loaded yet (D193). */
  readonly ready: (updatedOn: string | undefined) => string;
  readonly failed: string;
  readonly records: string;
  readonly firstRecord: string;
  readonly fields: string;
  readonly scrollHint: (what: string) => string;
}

const en: DataLabels = {
  continents: {
    NORTH_AMERICA: "North America",
    SOUTH_AMERICA: "South America",
    EUROPE: "Europe",
    ASIA: "Asia",
    AFRICA: "Africa",
    OCEANIA: "Oceania",
    OTHERS: "Multi-country sets",
  },
  kinds: { CD: "Customs declarations", BL: "Bills of lading", ED: "Trader lists" },
  variants: {
    DEF: "",
    SEA: "sea freight",
    AIR: "air freight",
    ALL: "all transport modes",
    FTZ: "free trade zone",
  },
  imports: "Import",
  exports: "Export",
  silkRoad: "Silk Road countries",
  global: "Global bills of lading",
  country: "Country",
  dataSet: "Data set",
  flow: "Flow",
  searchBy: {
    importer: "Importer",
    exporter: "Exporter",
    hscode: "HS code",
    description: "Product description",
  },
  yes: "Searchable",
  no: "Not available",
  catalogueCaption: (c) => `Data sets of ${c} and the searches each supports`,
  statsCaption: (c) => `Records per country in ${c}`,
  importRecords: "Import records",
  exportRecords: "Export records",
  latestRecord: "Latest record",
  sources: "Data sets",
  totals: {
    countries: "Countries covered",
    dataSources: "Data sources",
    records: "Shipment records",
    companies: "Companies",
  },
  loading: "Loading the latest figures from our database…",
  ready: (d) =>
    d === undefined
      ? "No records are loaded in our database yet: the figures show the data source catalogue only."
      : `Live figures from our database, updated on ${d}.`,
  failed: "The live figures could not be loaded just now. Please refresh the page or try again later.",
  records: "Records",
  firstRecord: "First record",
  fields: "Fields per record",
  scrollHint: (what) => `${what} (scrolls sideways)`,
};

const ru: DataLabels = {
  continents: {
    NORTH_AMERICA: "Северная Америка",
    SOUTH_AMERICA: "Южная Америка",
    EUROPE: "Европа",
    ASIA: "Азия",
    AFRICA: "Африка",
    OCEANIA: "Океания",
    OTHERS: "Наборы по нескольким странам",
  },
  kinds: { CD: "Таможенные декларации", BL: "Коносаменты", ED: "Списки участников ВЭД" },
  variants: {
    DEF: "",
    SEA: "морские перевозки",
    AIR: "авиаперевозки",
    ALL: "все виды транспорта",
    FTZ: "свободная зона",
  },
  imports: "Импорт",
  exports: "Экспорт",
  silkRoad: "Страны Шёлкового пути",
  global: "Глобальные коносаменты",
  country: "Страна",
  dataSet: "Набор данных",
  flow: "Направление",
  searchBy: {
    importer: "Импортёр",
    exporter: "Экспортёр",
    hscode: "Код ТН ВЭД (HS)",
    description: "Описание товара",
  },
  yes: "Поиск доступен",
  no: "Недоступно",
  catalogueCaption: (c) => `Наборы данных: ${c}, и доступные виды поиска`,
  statsCaption: (c) => `Записи по странам: ${c}`,
  importRecords: "Записи импорта",
  exportRecords: "Записи экспорта",
  latestRecord: "Последняя запись",
  sources: "Наборы данных",
  totals: {
    countries: "Стран в данных",
    dataSources: "Источников данных",
    records: "Записей о поставках",
    companies: "Компаний",
  },
  loading: "Загружаем актуальные данные…",
  ready: (d) =>
    d === undefined
      ? "В базу ещё не загружено ни одной записи: показан только каталог источников."
      : `Актуальные данные из нашей базы, обновлено ${d}.`,
  failed: "Не удалось загрузить актуальные данные. Обновите страницу или попробуйте позже.",
  records: "Записей",
  firstRecord: "Первая запись",
  fields: "Поля записи",
  scrollHint: (what) => `${what} (прокручивается по горизонтали)`,
};

const zh: DataLabels = {
  continents: {
    NORTH_AMERICA: "北美洲",
    SOUTH_AMERICA: "南美洲",
    EUROPE: "欧洲",
    ASIA: "亚洲",
    AFRICA: "非洲",
    OCEANIA: "大洋洲",
    OTHERS: "多国数据集",
  },
  kinds: { CD: "海关报关单", BL: "提单", ED: "企业名录" },
  variants: { DEF: "", SEA: "海运", AIR: "空运", ALL: "全部运输方式", FTZ: "自由贸易区" },
  imports: "进口",
  exports: "出口",
  silkRoad: "丝绸之路国家",
  global: "全球提单",
  country: "国家",
  dataSet: "数据集",
  flow: "方向",
  searchBy: { importer: "进口商", exporter: "出口商", hscode: "HS 编码", description: "产品描述" },
  yes: "可搜索",
  no: "不支持",
  catalogueCaption: (c) => `${c}的数据集及支持的搜索方式`,
  statsCaption: (c) => `${c}各国记录数`,
  importRecords: "进口记录",
  exportRecords: "出口记录",
  latestRecord: "最新记录",
  sources: "数据集",
  totals: { countries: "覆盖国家", dataSources: "数据源", records: "贸易记录", companies: "企业" },
  loading: "正在加载最新数据…",
  ready: (d) =>
    d === undefined ? "数据库中尚未载入任何记录：此处仅显示数据源目录。" : `实时数据，更新于 ${d}。`,
  failed: "暂时无法加载实时数据，请刷新页面或稍后再试。",
  records: "记录数",
  firstRecord: "最早记录",
  fields: "记录字段",
  scrollHint: (what) => `${what}（可横向滚动）`,
};

export const DATA_LABELS: Readonly<Record<Locale, DataLabels>> = { en, ru, zh };
