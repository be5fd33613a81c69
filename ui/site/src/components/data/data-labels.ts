// The words of the data-countries blocks (the catalogue, the statistics, the data-source cards),
// written in English with Lingui's macros, so the English and Russian pages (and a Chinese one,
// should it come) show the same catalogue and statistics in their language; Chinese and Russian are
// in the public PO catalogues (ui/kit/src/locales). Counts are ICU plurals.
import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import type { Continent, SourceKind, SourceVariant } from "@portolan/core";

export interface DataLabels {
  readonly continents: Readonly<Record<Continent, string>>;
  readonly kinds: Readonly<Record<SourceKind, string>>;
  /** The transport mode of a variant; none for the default one. */
  readonly variants: Readonly<Partial<Record<SourceVariant, string>>>;
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
  /** "3 data sources cover Mexico." */
  readonly sourcesCover: (count: number, country: string) => string;
  readonly failed: string;
  readonly records: string;
  readonly firstRecord: string;
  readonly fields: string;
  readonly scrollHint: (what: string) => string;
}

/** The labels in the language of `i18n`. */
export const dataLabels = (i18n: I18n): DataLabels => ({
  continents: {
    NORTH_AMERICA: i18n._(msg`North America`),
    SOUTH_AMERICA: i18n._(msg`South America`),
    EUROPE: i18n._(msg`Europe`),
    ASIA: i18n._(msg`Asia`),
    AFRICA: i18n._(msg`Africa`),
    OCEANIA: i18n._(msg`Oceania`),
    OTHERS: i18n._(msg`Multi-country sets`),
  },
  kinds: {
    CD: i18n._(msg`Customs declarations`),
    BL: i18n._(msg`Bills of lading`),
    ED: i18n._(msg`Trader lists`),
  },
  variants: {
    SEA: i18n._(msg`sea freight`),
    AIR: i18n._(msg`air freight`),
    ALL: i18n._(msg`all transport modes`),
    FTZ: i18n._(msg`free trade zone`),
  },
  imports: i18n._(msg`Import`),
  exports: i18n._(msg`Export`),
  silkRoad: i18n._(msg`Silk Road countries`),
  global: i18n._(msg`Global bills of lading`),
  country: i18n._(msg`Country`),
  dataSet: i18n._(msg`Data set`),
  flow: i18n._(msg`Flow`),
  searchBy: {
    importer: i18n._(msg`Importer`),
    exporter: i18n._(msg`Exporter`),
    hscode: i18n._(msg`HS code`),
    description: i18n._(msg`Product description`),
  },
  yes: i18n._(msg`Searchable`),
  no: i18n._(msg`Not available`),
  catalogueCaption: (continent) => i18n._(msg`Data sets of ${continent} and the searches each supports`),
  statsCaption: (continent) => i18n._(msg`Records per country in ${continent}`),
  importRecords: i18n._(msg`Import records`),
  exportRecords: i18n._(msg`Export records`),
  latestRecord: i18n._(msg`Latest record`),
  sources: i18n._(msg`Data sets`),
  totals: {
    countries: i18n._(msg`Countries covered`),
    dataSources: i18n._(msg`Data sources`),
    records: i18n._(msg`Shipment records`),
    companies: i18n._(msg`Companies`),
  },
  loading: i18n._(msg`Loading the latest figures from our database…`),
  ready: (updatedOn) =>
    updatedOn === undefined
      ? i18n._(
          msg`No records are loaded in our database yet: the figures show the data source catalogue only.`,
        )
      : i18n._(msg`Live figures from our database, updated on ${updatedOn}.`),
  sourcesCover: (count, country) =>
    i18n._(
      msg`${plural(count, { one: `# data source covers ${country}.`, other: `# data sources cover ${country}.` })}`,
    ),
  failed: i18n._(
    msg`The live figures could not be loaded just now. Please refresh the page or try again later.`,
  ),
  records: i18n._(msg`Records`),
  firstRecord: i18n._(msg`First record`),
  fields: i18n._(msg`Fields per record`),
  scrollHint: (what) => i18n._(msg`${what} (scrolls sideways)`),
});

/** The labels in the page's language. */
export const useDataLabels = (): DataLabels => dataLabels(useLingui().i18n);
