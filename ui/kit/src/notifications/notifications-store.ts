// The one store of notifications: any part of the site calls `notify`; NotificationArea shows them.
import { atom } from "nanostores";
import {
  type Notification,
  type NotificationLevel,
  type NotificationLink,
  SUCCESS_DISMISS_MS,
  withNotification,
  withoutNotification,
} from "./notification-list.ts";

export const $notifications = atom<readonly Notification[]>([]);

let nextId = 1;

export const dismissNotification = (id: number): void => {
  $notifications.set(withoutNotification($notifications.get(), id));
};

/** Shows a notification; returns its id. */
export const notify = (level: NotificationLevel, text: string, link?: NotificationLink): number => {
  const id = nextId++;
  $notifications.set(
    withNotification($notifications.get(), { id, level, text, ...(link === undefined ? {} : { link }) }),
  );
  if (level === "success") setTimeout(() => dismissNotification(id), SUCCESS_DISMISS_MS);
  return id;
};

export const clearNotifications = (): void => {
  $notifications.set([]);
};
