// The console frame's own messages (page titles, loading, the language picker). Each console area
// owns a file like this one and lists it in console-areas.ts.
import { defineUiMessages } from "../../i18n/define-ui-messages.ts";

export const consoleMessages = defineUiMessages({
  en: {
    "console.title.login": "Log in",
    "console.title.register": "Free register",
    "console.title.forgot-password": "Forgot your password",
    "console.title.reset-password": "Set a new password",
    "console.title.dashboard": "Dashboard",
    "console.title.account": "Account management",
    "console.title.account/basicinfo": "Basic information",
    "console.title.cost": "Cost centre",
    "console.title.cost/paymentLink": "Payment link",
    "console.title.cost/records": "Payment records",
    "console.title.suffix": "Portolan console",
    "console.loading": "Loading…",
    "console.language": "Language",
  },
  zh: {
    "console.title.login": "登录",
    "console.title.register": "免费注册",
    "console.title.forgot-password": "忘记密码",
    "console.title.reset-password": "设置新密码",
    "console.title.dashboard": "工作台",
    "console.title.account": "账户管理",
    "console.title.account/basicinfo": "基本信息",
    "console.title.cost": "费用中心",
    "console.title.cost/paymentLink": "支付链接",
    "console.title.cost/records": "支付记录",
    "console.title.suffix": "Portolan 控制台",
    "console.loading": "加载中…",
    "console.language": "语言",
  },
  ru: {
    "console.title.login": "Вход",
    "console.title.register": "Бесплатная регистрация",
    "console.title.forgot-password": "Восстановление пароля",
    "console.title.reset-password": "Новый пароль",
    "console.title.dashboard": "Панель управления",
    "console.title.account": "Управление аккаунтом",
    "console.title.account/basicinfo": "Основные сведения",
    "console.title.cost": "Расходы",
    "console.title.cost/paymentLink": "Ссылка на оплату",
    "console.title.cost/records": "История платежей",
    "console.title.suffix": "консоль Portolan",
    "console.loading": "Загрузка…",
    "console.language": "Язык",
  },
});

export type ConsoleMessageId = keyof typeof consoleMessages.en;
