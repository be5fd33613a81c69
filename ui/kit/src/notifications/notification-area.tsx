// Where notifications show (spec §8: "errors titled error"). Two live regions exist from the first
// paint, so screen readers announce what is added: errors assertively, warnings and success politely.
// Marked as a top layer so a modal dialog (react-aria) leaves it visible to assistive technology.
// Plain elements only: this sits on every page and must not pull react-aria into the first load.

import { useLingui } from "@lingui/react";
import { useStore } from "@nanostores/react";
import type { Notification } from "./notification-list.ts";
import * as s from "./notifications.css.ts";
import { $notifications, dismissNotification } from "./notifications-store.ts";

const TITLE_IDS = {
  error: "errors.notify.title",
  warning: "forms.notify.warning",
  success: "forms.notify.success",
} as const;

function Item({ n }: { readonly n: Notification }) {
  const { i18n } = useLingui();
  const title = i18n._(TITLE_IDS[n.level]);
  return (
    <div className={s.item[n.level]}>
      <p className={s.title}>{title}</p>
      <p className={s.text}>{n.text}</p>
      {n.link === undefined ? null : (
        <a className={s.link} href={n.link.href}>
          {n.link.text}
        </a>
      )}
      <button
        type="button"
        className={s.close}
        aria-label={i18n._("forms.notify.dismiss", { title })}
        onClick={() => dismissNotification(n.id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

export function NotificationArea() {
  const list = useStore($notifications);
  const errors = list.filter((n) => n.level === "error");
  const others = list.filter((n) => n.level !== "error");
  return (
    <div className={s.area} data-react-aria-top-layer="true">
      {/* react-aria adds a <style> element with this id unless one exists; the CSP refuses inline
          styles, so this element stands in for it and notifications.css.ts carries its rule. */}
      <span id="react-aria-pressable-style" hidden />
      <div role="alert" className={s.region}>
        {errors.map((n) => (
          <Item key={n.id} n={n} />
        ))}
      </div>
      <div role="status" className={s.region}>
        {others.map((n) => (
          <Item key={n.id} n={n} />
        ))}
      </div>
    </div>
  );
}
