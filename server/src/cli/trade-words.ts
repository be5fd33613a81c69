// What trade.sh says when it cannot get an answer (issue 31 item 12), in PORTOLAN_LANG's language:
// one line naming the provider and what to check, never a stack trace. A refusal's own words come
// from the provider, in the language the command asked for.
import { isLocale, type Locale } from "@portolan/core";

interface TradeWords {
  /** The provider could not be reached at all (nothing listening, no such host, a timeout). */
  readonly unreachable: (url: string, reason: string) => string;
  /** Something answered, but not with the data API's envelope (a proxy's error page, another server). */
  readonly notTheApi: (url: string, status: number) => string;
}

const WORDS: Readonly<Record<Locale, TradeWords>> = {
  en: {
    unreachable: (url, reason) =>
      `The provider at ${url} cannot be reached (${reason}): check that it is running and that PORTOLAN_URL is its address.`,
    notTheApi: (url, status) =>
      `${url} answered HTTP ${status} without a data API answer: check that PORTOLAN_URL is the provider's address.`,
  },
  zh: {
    unreachable: (url, reason) =>
      `无法连接 ${url} 的服务（${reason}）：请确认服务正在运行，且 PORTOLAN_URL 是它的地址。`,
    notTheApi: (url, status) =>
      `${url} 返回 HTTP ${status}，但不是数据 API 的应答：请确认 PORTOLAN_URL 是服务的地址。`,
  },
  ru: {
    unreachable: (url, reason) =>
      `Сервер ${url} недоступен (${reason}): проверьте, что он запущен и что PORTOLAN_URL — его адрес.`,
    notTheApi: (url, status) =>
      `${url} ответил HTTP ${status}, но это не ответ API данных: проверьте, что PORTOLAN_URL — адрес сервера.`,
  },
};

/** The words of a PORTOLAN_LANG value ("ru", "zh-CN", …); English for anything else. */
export const tradeWords = (lang: string | undefined): TradeWords => {
  const code = (lang ?? "").slice(0, 2).toLowerCase();
  return WORDS[isLocale(code) ? code : "en"];
};

/** The short reason of a failed fetch: the system's code (ECONNREFUSED, ENOTFOUND) when it gives one. */
export const fetchFailureReason = (error: unknown): string => {
  const cause = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  if (typeof cause?.code === "string") return cause.code;
  return error instanceof Error ? error.message : String(error);
};
