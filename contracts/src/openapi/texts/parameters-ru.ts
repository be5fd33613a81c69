// The data calls' parameter texts in Russian (D349), written from parameter-docs.ts's English.

const refused = (messageId: string) => ` Отказ: код 10001, data.messageId ${messageId}, data.params.field.`;
const amount = (what: string, messageId: string) =>
  `${what}: только цифры, с необязательной дробной частью, не более 10^12; без разделителей и экспоненты. Минимум больше максимума читается как тот же диапазон в обратном порядке.${refused(messageId)}`;
const datasets = (what: string) => `${what}, через запятую; каждый должен входить в пакет.`;
const order = "desc или asc; без него названия идут от A до Z, числа и даты — от больших и новых.";

export const PARAMETERS_RU: Readonly<Record<string, string>> = {
  datasets: `Коды наборов данных через запятую (регистр не важен); каждый должен входить в пакет вызывающего (52001 называет первый, который не входит).${refused("trade.query.noDataset / trade.query.datasetCode")}`,
  kind: `По чему ищет keyword: текст о товаре (description, по умолчанию), префикс кода HS (hsCode) или название фирмы (importer, exporter). 52002, если его не поддерживает ни один выбранный набор.${refused("trade.query.kind")}`,
  keyword: `Слова для поиска по kind: слова о товаре (AND, OR, NOT или -слово, "фраза", префикс*), название фирмы или, при kind=hsCode, от 2 до 10 цифр.${refused("trade.query.hsCodeText")}`,
  hs: `Префикс кода HS, под который должен подпадать товар, от 2 до 10 цифр (точки и пробелы не учитываются).${refused("trade.query.hsPrefix")}`,
  startTime: `Первый день включительно: существующая календарная дата, yyyy-MM-dd. Начало позже конца читается как тот же диапазон в обратном порядке.${refused("trade.query.startTime")}`,
  endTime: `Последний день включительно: существующая календарная дата, yyyy-MM-dd.${refused("trade.query.endTime")}`,
  origin: `Страны, откуда пришёл товар: коды ISO 3166-1 alpha-2 через запятую.${refused("trade.query.origin")}`,
  destination: `Страны, куда ушёл товар: коды ISO 3166-1 alpha-2 через запятую.${refused("trade.query.destination")}`,
  port: `Порты погрузки или выгрузки через запятую: коды UN/LOCODE (CNSHA) или таможенные коды США (Schedule K — 5 цифр, Schedule D — 4 цифры). /searching/cds/ports находит их по названию.${refused("trade.query.port")}`,
  wmin: amount("Наименьший вес брутто, кг", "trade.query.wmin"),
  wmax: amount("Наибольший вес брутто, кг", "trade.query.wmax"),
  vmin: amount("Наименьшая заявленная стоимость, USD", "trade.query.vmin"),
  vmax: amount("Наибольшая заявленная стоимость, USD", "trade.query.vmax"),
  sort: `Сортировка по дате (по умолчанию), весу или стоимости.${refused("trade.query.sort")}`,
  order: `desc (по умолчанию: сначала новые и крупные) или asc.${refused("trade.query.order")}`,
  current: `Страница, от 1 (по умолчанию) до 1000 (верхняя страница по §9 спецификации).${refused("trade.query.current")}`,
  pageSize: `Строк на странице: 20 (по умолчанию), 50 или 100; любое другое значение отклоняется, а не подменяется.${refused("trade.query.pageSize")}`,
  searchType:
    "Принимается ради преобразователя параметров поиска из спецификации; поиском отгрузок не используется.",
  firm: `Отгрузки одной фирмы с её стороны: importer:<id> или exporter:<id> (id — как их дают вызовы о компаниях).${refused("trade.query.firm")}`,
  newAfter: `Вместе с newUpTo: только отгрузки, загруженные после этого id коносамента (новые отгрузки оповещения). Оба или ни одного, newAfter меньше newUpTo.${refused("trade.query.newRange")}`,
  newUpTo: `Вместе с newAfter: только отгрузки, загруженные до этого id коносамента включительно.${refused("trade.query.newRange")}`,
  facets:
    "Какие срезы, через запятую: importers, exporters, hsCodes, originCountries, destinationCountries, ports, carriers, monthly; без параметра — все (неизвестные имена пропускаются).",
  role: "На какой стороне торгуют фирмы: importer (по умолчанию) или exporter.",
  id: "id записи или фирмы, как его дают ответы поиска. На несуществующий id или id вне наборов данных вызывающего ответ 10001 (trade.query.unknownRecord / unknownCompany).",
  firmId: "id фирмы, как его дают ответы поиска.",
  country: `Куда ушёл товар (рынок покупателей): коды ISO 3166-1 alpha-2 через запятую.${refused("trade.query.destination")}`,
  forwarders:
    "include: фирмы, похожие на экспедиторов или NVOCC, тоже считаются покупателями; любое другое значение или его отсутствие их исключает.",
  parent: "Римский номер раздела (его группы) или 2 цифры группы (её товарные позиции).",
  q: "Слова на любом из трёх языков или цифры: что ищется (не более 30 узлов HS или 20 портов, лучшие первыми).",
  codes: "Коды портов через запятую: названия этих портов, каждое под запрошенным кодом.",
  lang: "Язык названий: zh, en или ru.",
};

export const OPERATION_PARAMETERS_RU: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  tradeCompanyProfile: { datasets: datasets("Наборы данных, по которым строится профиль фирмы") },
  tradePartners: {
    datasets: datasets("Наборы данных, по которым считаются партнёры фирмы"),
    sort: "shipments (по умолчанию; share упорядочивает так же), weight, value, first, last или name.",
    order,
  },
  tradeBuyers: {
    datasets: `Коды наборов данных через запятую; без параметра — все свои наборы (таможенные, SHIP_<cc>, TRANSIT_EURASIAN), а те, где не названы импортёры, не ищутся и перечислены в leftOut (D344).${refused("trade.query.datasetCode")}`,
    sort: "shipments (по умолчанию), frequency, last, weight, value или name.",
    order,
  },
  tradeDirectory: {
    keyword: "Название фирмы, слова о товаре, сайт или адрес электронной почты.",
    searchType:
      "0 (com-all): название, товары и контакты; 2 (website-email): контакты; любое другое (1): названия.",
    current: "Страница, от 1 (по умолчанию) до 1000; вне этого — ближайшая страница.",
    pageSize: "Строк на странице: 20 (по умолчанию), 50 или 100; любой другой размер — 20.",
  },
};
