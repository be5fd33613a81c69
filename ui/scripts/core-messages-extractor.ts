// A Lingui extractor for core's message tables (`core/src/**/*-messages.ts`): core stays pure (it
// never imports Lingui) and declares each id with its English beside it; extraction puts those ids
// into the public PO catalogue with that English as source, where zh and ru are translated. The
// tables are read by importing the module (their English may name core's constants), and only the
// tables core's catalogue lists for translation (data-set names are composed by the UI, not translated).
import { pathToFileURL } from "node:url";

interface Extracted {
  readonly id: string;
  readonly message: string;
  readonly origin: [string, number];
}

const CORE_TABLE = /\/core\/src\/.+-messages\.ts$/;
const CATALOGUE = "../../core/src/messages/message-catalogue.ts";

/** The tables core translates: every one of MESSAGE_TABLES but the data-set names. */
const translatedTables = async (): Promise<ReadonlySet<unknown>> => {
  const { MESSAGE_TABLES } = (await import(new URL(CATALOGUE, import.meta.url).href)) as {
    MESSAGE_TABLES: Readonly<Record<string, unknown>>;
  };
  const { datasetNames: _composed, ...tables } = MESSAGE_TABLES;
  return new Set(Object.values(tables));
};

const lineOf = (code: string, id: string): number => {
  const at = code.indexOf(`"${id}"`);
  return at < 0 ? 0 : code.slice(0, at).split("\n").length;
};

export const coreMessagesExtractor = {
  match: (filename: string): boolean => CORE_TABLE.test(filename.replaceAll("\\", "/")),
  async extract(
    filename: string,
    code: string,
    onMessageExtracted: (message: Extracted) => void,
  ): Promise<void> {
    const tables = await translatedTables();
    const module = (await import(pathToFileURL(filename).href)) as Readonly<Record<string, unknown>>;
    for (const table of Object.values(module)) {
      if (!tables.has(table)) continue;
      for (const [id, message] of Object.entries(table as Readonly<Record<string, string>>)) {
        onMessageExtracted({ id, message, origin: [filename, lineOf(code, id)] });
      }
    }
  },
};
