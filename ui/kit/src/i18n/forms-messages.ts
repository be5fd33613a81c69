// The forms' own words (labels, buttons, hints, notification titles) with their ids, in English with
// Lingui's `msg` macro; Chinese and Russian are in ../locales/{zh,ru}.po. Validation and error texts
// are core's ids. Code reads them by id (`i18n._("forms.cancel")`); this table is what extraction reads.
import { msg } from "@lingui/core/macro";

export const formsMessages = {
  "forms.notify.warning": msg({ id: "forms.notify.warning", message: "Warning" }),
  "forms.notify.success": msg({ id: "forms.notify.success", message: "Success" }),
  "forms.notify.dismiss": msg({ id: "forms.notify.dismiss", message: "Dismiss notification: {title}" }),
  "forms.requiredNote": msg({ id: "forms.requiredNote", message: "Fields marked * are required." }),
  "forms.choose": msg({ id: "forms.choose", message: "Choose…" }),
  "forms.cancel": msg({ id: "forms.cancel", message: "Cancel" }),
  "forms.close": msg({ id: "forms.close", message: "Close" }),
  "forms.sending": msg({ id: "forms.sending", message: "Sending…" }),
  "forms.captcha.label": msg({ id: "forms.captcha.label", message: "I'm not a robot" }),
  "forms.captcha.verifying": msg({
    id: "forms.captcha.verifying",
    message: "Checking that you are not a robot…",
  }),
  "forms.captcha.verified": msg({ id: "forms.captcha.verified", message: "Checked: you are not a robot" }),
  "forms.captcha.failed": msg({
    id: "forms.captcha.failed",
    message: "The check could not be done. Tick the box to try again.",
  }),
  "forms.captcha.expired": msg({
    id: "forms.captcha.expired",
    message: "The check has expired. Tick the box again.",
  }),
  "forms.sendCode.button": msg({ id: "forms.sendCode.button", message: "Send code" }),
  "forms.sendCode.countdown": msg({ id: "forms.sendCode.countdown", message: "Send again in {seconds} s" }),
  "forms.sendCode.captchaTitle": msg({
    id: "forms.sendCode.captchaTitle",
    message: "Before we send the code, tick the box to show you are not a robot.",
  }),
  "forms.sendCode.confirm": msg({ id: "forms.sendCode.confirm", message: "Send the code" }),
  "forms.demo.open": msg({ id: "forms.demo.open", message: "Request a demo" }),
  "forms.demo.title": msg({ id: "forms.demo.title", message: "Request a demo" }),
  "forms.demo.lead": msg({
    id: "forms.demo.lead",
    message:
      "Tell us who you are and which market you want to see. We send a verification code to your email and a specialist contacts you within one working day.",
  }),
  "forms.demo.fullName": msg({ id: "forms.demo.fullName", message: "Full name" }),
  "forms.demo.companyName": msg({ id: "forms.demo.companyName", message: "Company name" }),
  "forms.demo.jobTitle": msg({ id: "forms.demo.jobTitle", message: "Job title" }),
  "forms.demo.email": msg({ id: "forms.demo.email", message: "Email" }),
  "forms.demo.phone": msg({ id: "forms.demo.phone", message: "Phone" }),
  "forms.demo.country": msg({ id: "forms.demo.country", message: "Your country" }),
  "forms.demo.interested": msg({ id: "forms.demo.interested", message: "Country of interest" }),
  "forms.demo.message": msg({ id: "forms.demo.message", message: "Message (optional)" }),
  "forms.demo.code": msg({ id: "forms.demo.code", message: "Verification code" }),
  "forms.demo.codeHint": msg({ id: "forms.demo.codeHint", message: "Press “Send code” to get it by email." }),
  "forms.demo.submit": msg({ id: "forms.demo.submit", message: "Request a demo" }),
  "forms.contact.title": msg({ id: "forms.contact.title", message: "Send us a message" }),
  "forms.contact.firstName": msg({ id: "forms.contact.firstName", message: "First name" }),
  "forms.contact.lastName": msg({ id: "forms.contact.lastName", message: "Last name" }),
  "forms.contact.email": msg({ id: "forms.contact.email", message: "Email" }),
  "forms.contact.subject": msg({ id: "forms.contact.subject", message: "Subject" }),
  "forms.contact.message": msg({ id: "forms.contact.message", message: "Message" }),
  "forms.contact.submit": msg({ id: "forms.contact.submit", message: "Send message" }),
  "forms.credit.title": msg({ id: "forms.credit.title", message: "Credit report enquiry" }),
  "forms.credit.service": msg({ id: "forms.credit.service", message: "Service" }),
  "forms.credit.serviceDownload": msg({
    id: "forms.credit.serviceDownload",
    message: "Credit report download ({min}–{max} EUR)",
  }),
  "forms.credit.serviceInvestigation": msg({
    id: "forms.credit.serviceInvestigation",
    message: "Fresh investigation (from {from} EUR)",
  }),
  "forms.credit.companyName": msg({ id: "forms.credit.companyName", message: "Company name" }),
  "forms.credit.companyWeb": msg({ id: "forms.credit.companyWeb", message: "Company website" }),
  "forms.credit.companyWebHint": msg({
    id: "forms.credit.companyWebHint",
    message: "For example https://www.example.com",
  }),
  "forms.credit.mobilePhone": msg({ id: "forms.credit.mobilePhone", message: "Mobile phone" }),
  "forms.credit.country": msg({ id: "forms.credit.country", message: "Country" }),
  "forms.credit.companyAddress": msg({ id: "forms.credit.companyAddress", message: "Company address" }),
  "forms.credit.code": msg({ id: "forms.credit.code", message: "Verification code" }),
  "forms.credit.codeHint": msg({
    id: "forms.credit.codeHint",
    message: "Press “Send code” to get it by text message on the mobile phone above.",
  }),
  "forms.credit.submit": msg({ id: "forms.credit.submit", message: "Send enquiry" }),
  "forms.debt.title": msg({ id: "forms.debt.title", message: "International Claim Placement" }),
  "forms.debt.creditor": msg({ id: "forms.debt.creditor", message: "Creditor (your company)" }),
  "forms.debt.debtor": msg({ id: "forms.debt.debtor", message: "Debtor" }),
  "forms.debt.companyName": msg({ id: "forms.debt.companyName", message: "Company name" }),
  "forms.debt.contactName": msg({ id: "forms.debt.contactName", message: "Contact name" }),
  "forms.debt.email": msg({ id: "forms.debt.email", message: "Contact email" }),
  "forms.debt.phone": msg({ id: "forms.debt.phone", message: "Phone" }),
  "forms.debt.lastContactDate": msg({
    id: "forms.debt.lastContactDate",
    message: "Last contact with the debtor",
  }),
  "forms.debt.debtValue": msg({ id: "forms.debt.debtValue", message: "Debt value" }),
  "forms.debt.currency": msg({ id: "forms.debt.currency", message: "Currency" }),
  "forms.debt.lastContactDetails": msg({
    id: "forms.debt.lastContactDetails",
    message: "Details of the last contact",
  }),
  "forms.debt.submit": msg({ id: "forms.debt.submit", message: "Place the claim" }),
  "forms.purchase.title": msg({ id: "forms.purchase.title", message: "Buy a data package" }),
  "forms.purchase.tier": msg({ id: "forms.purchase.tier", message: "Package" }),
  "forms.purchase.tierOption": msg({
    id: "forms.purchase.tierOption",
    message: "{tier} — {price} USD per year",
  }),
  "forms.purchase.checking": msg({
    id: "forms.purchase.checking",
    message: "Checking whether you are signed in…",
  }),
  "forms.purchase.signedIn": msg({
    id: "forms.purchase.signedIn",
    message: "You are signed in as {name}. The package will be ordered on this account.",
  }),
  "forms.purchase.renewal": msg({
    id: "forms.purchase.renewal",
    message:
      "This order renews your {tier} package, which runs until {end}. The new year follows it: from {start} until {until}.",
  }),
  "forms.purchase.waits": msg({
    id: "forms.purchase.waits",
    message: "Your higher package runs until {end}. This one starts after it: from {start} until {until}.",
  }),
  "forms.purchase.accountLead": msg({
    id: "forms.purchase.accountLead",
    message: "Create your account: the package is tied to it and you sign in with it to search the data.",
  }),
  "forms.purchase.firstName": msg({ id: "forms.purchase.firstName", message: "First name" }),
  "forms.purchase.lastName": msg({ id: "forms.purchase.lastName", message: "Last name" }),
  "forms.purchase.email": msg({ id: "forms.purchase.email", message: "Email" }),
  "forms.purchase.emailCode": msg({ id: "forms.purchase.emailCode", message: "Email verification code" }),
  "forms.purchase.emailCodeHint": msg({
    id: "forms.purchase.emailCodeHint",
    message: "Press “Send code” to get it by email.",
  }),
  "forms.purchase.password": msg({ id: "forms.purchase.password", message: "Password" }),
  "forms.purchase.passwordHint": msg({
    id: "forms.purchase.passwordHint",
    message: "At least {min} characters.",
  }),
  "forms.purchase.terms": msg({
    id: "forms.purchase.terms",
    message: "I agree to the terms of the data packages",
  }),
  "forms.purchase.termsLink": msg({ id: "forms.purchase.termsLink", message: "Read the package terms" }),
  "forms.purchase.registerAndOrder": msg({
    id: "forms.purchase.registerAndOrder",
    message: "Create account and order",
  }),
  "forms.purchase.order": msg({ id: "forms.purchase.order", message: "Order and pay" }),
  "forms.checkout.loading": msg({ id: "forms.checkout.loading", message: "Loading the order…" }),
  "forms.checkout.unavailable": msg({
    id: "forms.checkout.unavailable",
    message: "This order cannot be shown.",
  }),
  "forms.checkout.sandbox": msg({
    id: "forms.checkout.sandbox",
    message: "Sandbox payment — no money moves",
  }),
  "forms.checkout.order": msg({ id: "forms.checkout.order", message: "Order" }),
  "forms.checkout.package": msg({ id: "forms.checkout.package", message: "Package" }),
  "forms.checkout.amount": msg({ id: "forms.checkout.amount", message: "Amount" }),
  "forms.checkout.status": msg({ id: "forms.checkout.status", message: "Status" }),
  "forms.checkout.pay": msg({ id: "forms.checkout.pay", message: "Pay" }),
  "forms.checkout.approve": msg({
    id: "forms.checkout.approve",
    message: "Approve the payment at the payment provider (opens in a new tab)",
  }),
  "forms.checkout.complete": msg({ id: "forms.checkout.complete", message: "Complete the payment" }),
  "forms.checkout.checkAgain": msg({ id: "forms.checkout.checkAgain", message: "Check the payment again" }),
  "forms.checkout.completed": msg({
    id: "forms.checkout.completed",
    message: "Payment completed. Your package is active.",
  }),
  "forms.checkout.pending": msg({
    id: "forms.checkout.pending",
    message: "The payment is being processed. This page shows the order as paid once it is confirmed.",
  }),
  "forms.checkout.declined": msg({
    id: "forms.checkout.declined",
    message: "The payment was declined. You can try again.",
  }),
} as const;

export type FormsMessageId = keyof typeof formsMessages;
