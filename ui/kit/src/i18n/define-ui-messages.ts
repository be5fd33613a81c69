// A UI area's messages in the three languages. The English table defines the ids; the type makes
// the Chinese and Russian tables name exactly the same ids, so a missing translation cannot build.

export interface UiMessages<T extends Record<string, string>> {
  readonly en: T;
  readonly zh: Readonly<Record<keyof T, string>>;
  readonly ru: Readonly<Record<keyof T, string>>;
}

export const defineUiMessages = <const T extends Record<string, string>>(
  messages: UiMessages<T>,
): UiMessages<T> => messages;
