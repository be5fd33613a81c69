// The console's auth area messages (issue 5): the log-in and free-register pages. Field checks and
// the provider's refusals use core's validation and error messages (already translated).
import { defineUiMessages } from "../../i18n/define-ui-messages.ts";

export const consoleAuthMessages = defineUiMessages({
  en: {
    "console.auth.login.title": "Log in",
    "console.auth.login.lead": "Sign in with your account name or email address.",
    "console.auth.login.login": "Account or email",
    "console.auth.login.password": "Password",
    "console.auth.login.submit": "Log in",
    "console.auth.login.busy": "Signing in…",
    "console.auth.login.noAccount": "No account yet?",
    "console.auth.login.toRegister": "Register for free",
    "console.auth.register.title": "Free register",
    "console.auth.register.lead":
      "Create a main account with your email address. You are signed in as soon as it is created.",
    "console.auth.register.terms": "I have read and agree to the terms of service",
    "console.auth.register.termsLink": "Read the terms of service",
    "console.auth.register.submit": "Create account",
    "console.auth.register.busy": "Creating your account…",
    "console.auth.register.created": "Your account has been created. Welcome!",
    "console.auth.register.haveAccount": "Already have an account?",
    "console.auth.register.toLogin": "Log in",
  },
  zh: {
    "console.auth.login.title": "登录",
    "console.auth.login.lead": "使用账号或邮箱登录。",
    "console.auth.login.login": "账号或邮箱",
    "console.auth.login.password": "密码",
    "console.auth.login.submit": "登录",
    "console.auth.login.busy": "正在登录…",
    "console.auth.login.noAccount": "还没有账号？",
    "console.auth.login.toRegister": "免费注册",
    "console.auth.register.title": "免费注册",
    "console.auth.register.lead": "使用邮箱创建主账号，创建成功后即自动登录。",
    "console.auth.register.terms": "我已阅读并同意服务条款",
    "console.auth.register.termsLink": "阅读服务条款",
    "console.auth.register.submit": "创建账号",
    "console.auth.register.busy": "正在创建账号…",
    "console.auth.register.created": "账号已创建，欢迎使用！",
    "console.auth.register.haveAccount": "已有账号？",
    "console.auth.register.toLogin": "登录",
  },
  ru: {
    "console.auth.login.title": "Вход",
    "console.auth.login.lead": "Войдите с именем учётной записи или адресом электронной почты.",
    "console.auth.login.login": "Учётная запись или почта",
    "console.auth.login.password": "Пароль",
    "console.auth.login.submit": "Войти",
    "console.auth.login.busy": "Выполняется вход…",
    "console.auth.login.noAccount": "Ещё нет учётной записи?",
    "console.auth.login.toRegister": "Зарегистрироваться бесплатно",
    "console.auth.register.title": "Бесплатная регистрация",
    "console.auth.register.lead":
      "Создайте основную учётную запись по адресу электронной почты. Вход выполнится сразу после создания.",
    "console.auth.register.terms": "Я прочитал(а) условия обслуживания и принимаю их",
    "console.auth.register.termsLink": "Прочитать условия обслуживания",
    "console.auth.register.submit": "Создать учётную запись",
    "console.auth.register.busy": "Создаём учётную запись…",
    "console.auth.register.created": "Учётная запись создана. Добро пожаловать!",
    "console.auth.register.haveAccount": "Уже есть учётная запись?",
    "console.auth.register.toLogin": "Войти",
  },
});

export type ConsoleAuthMessageId = keyof typeof consoleAuthMessages.en;
