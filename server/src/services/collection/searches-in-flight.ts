// The trade search records a console search after answering it (trade-handlers.ts), so a list asked
// for at once could be read before the write lands; on SQLite the write was done before the next
// request was read, on PostgreSQL it is a round trip away. The list therefore waits for the
// account's searches still being recorded in this process: a search shows in the next list.
import type { RecentSearchStore } from "../../accounts/collection/collection-port.ts";

export const searchesInFlight = (store: RecentSearchStore): RecentSearchStore => {
  const pending = new Map<number, Set<Promise<void>>>();
  return {
    record: (accountId, search, keep) => {
      const writing = store.record(accountId, search, keep);
      const mine = pending.get(accountId) ?? new Set<Promise<void>>();
      pending.set(accountId, mine);
      mine.add(writing);
      const done = () => {
        mine.delete(writing);
        if (mine.size === 0 && pending.get(accountId) === mine) pending.delete(accountId);
      };
      writing.then(done, done);
      return writing;
    },
    list: async (accountId) => {
      // A failed write was logged by its recorder; the list still answers.
      await Promise.allSettled([...(pending.get(accountId) ?? [])]);
      return store.list(accountId);
    },
  };
};
