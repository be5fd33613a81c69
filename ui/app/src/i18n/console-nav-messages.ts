// The console's nav area messages (issue 5): what the navigation says besides core's nav.* labels.
import { defineUiMessages } from "@portolan/kit/i18n/define-ui-messages.ts";

export const consoleNavMessages = defineUiMessages({
  en: {
    "console.nav.main": "Console",
    "console.nav.newTab": "(opens in a new tab)",
    "console.nav.switcher.open": "Switch system",
    "console.nav.switcher.close": "Close",
    "console.nav.switcher.opening": "Opening…",
    "console.nav.switcher.intro": "Open another system of your company in a new tab.",
  },
  zh: {
    "console.nav.main": "控制台",
    "console.nav.newTab": "（在新标签页中打开）",
    "console.nav.switcher.open": "切换系统",
    "console.nav.switcher.close": "关闭",
    "console.nav.switcher.opening": "正在打开…",
    "console.nav.switcher.intro": "在新标签页中打开贵公司的其他系统。",
  },
  ru: {
    "console.nav.main": "Консоль",
    "console.nav.newTab": "(откроется в новой вкладке)",
    "console.nav.switcher.open": "Сменить систему",
    "console.nav.switcher.close": "Закрыть",
    "console.nav.switcher.opening": "Открываем…",
    "console.nav.switcher.intro": "Откройте другую систему вашей компании в новой вкладке.",
  },
});

export type ConsoleNavMessageId = keyof typeof consoleNavMessages.en;
