// Every message id of the core with its English source text: the one table the UI and the server
// translate from. Each area owns its part; this file only joins them.

import { accountMessages } from "../accounts/account-messages.ts";
import { apiKeyMessages } from "../apikeys/api-key-messages.ts";
import { collectionMessages } from "../collection/collection-messages.ts";
import { customerMessages } from "../customers/customer-messages.ts";
import { datasetMessages, datasetNameMessages } from "../datasets/dataset-messages.ts";
import { errorMessages } from "../errors/error-messages.ts";
import { exportMessages } from "../exports/export-messages.ts";
import { navMessages } from "../navigation/nav-messages.ts";
import { orderMessages } from "../orders/order-messages.ts";
import { packageMessages } from "../packages/package-messages.ts";
import { permissionsMessages } from "../permissions/permissions-messages.ts";
import { publicDataMessages } from "../public-data/public-data-messages.ts";
import { hsSectionMessages } from "../search/hs-section-messages.ts";
import { searchMessages } from "../search/search-messages.ts";
import { sessionMessages } from "../session/session-messages.ts";
import { siteMessages } from "../site/site-messages.ts";
import { statsMessages } from "../stats/stats-messages.ts";
import { tradeMessages } from "../trade/trade-messages.ts";
import { validationMessages } from "../validation/validation-messages.ts";

/** The areas' tables, kept apart so a test can prove no id is declared twice. */
export const MESSAGE_TABLES = {
  accounts: accountMessages,
  apiKeys: apiKeyMessages,
  collection: collectionMessages,
  customers: customerMessages,
  datasets: datasetMessages,
  datasetNames: datasetNameMessages,
  errors: errorMessages,
  exports: exportMessages,
  navigation: navMessages,
  orders: orderMessages,
  packages: packageMessages,
  permissions: permissionsMessages,
  publicData: publicDataMessages,
  search: searchMessages,
  hsSections: hsSectionMessages,
  session: sessionMessages,
  site: siteMessages,
  stats: statsMessages,
  trade: tradeMessages,
  validation: validationMessages,
} as const;

type TableIds<T> = { [K in keyof T]: keyof T[K] & string }[keyof T];

/**
 * Every message id of the rules (data-set names excluded: they are labels of catalogue data,
 * built from country names). A UI catalogue typed over it must translate every one.
 */
export type MessageId = TableIds<Omit<typeof MESSAGE_TABLES, "datasetNames">>;

export const englishMessages: Readonly<Record<string, string>> = Object.assign(
  {},
  ...Object.values(MESSAGE_TABLES),
);

export const isMessageId = (id: string): boolean => Object.hasOwn(englishMessages, id);
