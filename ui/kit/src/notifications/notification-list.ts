// The notifications on screen as a pure list (spec §8: errors, warnings and notices show as a
// notification; success messages too). Newest last; at most a few at once.

export type NotificationLevel = "error" | "warning" | "success";

export interface Notification {
  readonly id: number;
  readonly level: NotificationLevel;
  /** The text as shown, already in the page's language. */
  readonly text: string;
  /** Where the reader can act on it (a cancelled account's appeal page, D292), with its words. */
  readonly link?: NotificationLink;
}

export interface NotificationLink {
  readonly href: string;
  readonly text: string;
}

/** How many notifications show at once; the oldest goes first. */
export const MAX_NOTIFICATIONS = 3;
/** Success messages leave by themselves after this long; errors and warnings stay until dismissed. */
export const SUCCESS_DISMISS_MS = 10_000;

/** Adds one; an identical one already shown is moved to the end (announced again) instead of doubled. */
export const withNotification = (
  list: readonly Notification[],
  added: Notification,
  max: number = MAX_NOTIFICATIONS,
): readonly Notification[] => {
  const others = list.filter((n) => !(n.level === added.level && n.text === added.text));
  return [...others, added].slice(-max);
};

export const withoutNotification = (list: readonly Notification[], id: number): readonly Notification[] =>
  list.filter((n) => n.id !== id);
