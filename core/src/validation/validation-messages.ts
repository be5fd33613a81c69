// Message ids of the validation area with their English source text (spec §5 wording where given).

import { ADULT_AGE_YEARS } from "../constants/periods.ts";
import { defineMessages } from "../messages/define-messages.ts";
import { PASSWORD_MIN_LENGTH } from "./field-limits.ts";

export const validationMessages = defineMessages({
  // Shared
  "validation.field.tooLong": "Use at most {max} characters.",
  "validation.email.invalid": "Enter a valid email address.",
  "validation.phone.invalid": "Specify a valid phone number.",
  "validation.email.registered": "An account with this email address already exists. Please sign in.",
  "validation.siteUrl.required": "Enter a website address.",
  "validation.siteUrl.invalid": "Enter a website address starting with http:// or https://.",
  // Demo request dialog (spec §4, §5)
  "validation.demo.fullNameRequired": "Please enter your full name.",
  "validation.demo.companyNameRequired": "Please enter your company name.",
  "validation.demo.jobTitleRequired": "Please enter your job title.",
  "validation.demo.emailRequired": "Please enter your email address.",
  "validation.demo.phoneRequired": "Please enter your phone number.",
  "validation.demo.countryRequired": "Please select your country.",
  "validation.demo.interestedRequired": "Please select the country you are interested in.",
  "validation.demo.captchaRequired": "Please enter the verification code.",
  // Debt claim (spec §5, verbatim, capitalised as sentences)
  "validation.debtClaim.creditorNameRequired": "Enter your name.",
  "validation.debtClaim.creditorEmailRequired": "Enter your email address.",
  "validation.debtClaim.creditorPhoneRequired": "Enter a phone number.",
  "validation.debtClaim.debtorCompanyNameRequired": "Debtor company name required.",
  "validation.debtClaim.debtorContactNameRequired": "Debtor contact name required.",
  "validation.debtClaim.debtValueRequired": "Debt value required.",
  "validation.debtClaim.debtValueInvalid": "Enter the debt value as a positive amount, such as 12,500.00.",
  "validation.debtClaim.lastContactDateInvalid":
    "Enter the day of the last contact as a date, such as 2025-03-14.",
  "validation.debtClaim.lastContactDateFuture":
    "The last contact cannot be in the future. Enter the day you last spoke or wrote to the debtor.",
  "validation.debtClaim.lastContactDetailsRequired": "Tell us about your recent contact with the debtor.",
  "validation.debtClaim.captchaRequired": "Please tick the box to show you are not a robot.",
  "validation.reset.emailRequired": "Enter the email address of your account.",
  "validation.reset.mismatch": "The two passwords are not the same.",
  // Credit report enquiry (spec §5)
  "validation.creditEnquiry.serviceRequired": "Select a service.",
  "validation.creditEnquiry.companyNameRequired": "Please enter the company name.",
  "validation.creditEnquiry.companyWebRequired": "Please enter the company website.",
  "validation.creditEnquiry.mobilePhoneRequired": "Please enter a mobile phone number.",
  "validation.creditEnquiry.countryRequired": "Please enter the country.",
  "validation.creditEnquiry.companyAddressRequired": "Please enter the company address.",
  "validation.creditEnquiry.captchaRequired": "Verification code required.",
  // Contact form (spec §5: all fields required)
  "validation.contact.firstNameRequired": "Please enter your first name.",
  "validation.contact.lastNameRequired": "Please enter your last name.",
  "validation.contact.emailRequired": "Please enter your email address.",
  "validation.contact.subjectRequired": "Please enter a subject.",
  "validation.contact.messageRequired": "Please enter your message.",
  "validation.contact.captchaRequired": "Please tick the box to show you are not a robot.",
  // Purchase form (spec §5)
  "validation.purchase.firstNameRequired": "Please enter your first name.",
  "validation.purchase.lastNameRequired": "Please enter your last name.",
  "validation.purchase.emailRequired": "Please enter your email address.",
  "validation.purchase.passwordRequired": "Please enter a password.",
  "validation.purchase.passwordTooShort": `Your password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
  "validation.purchase.termsRequired": "Please agree to the terms of service.",
  "validation.purchase.captchaRequired": "Please tick the box to show you are not a robot.",
  "validation.purchase.captchaIncorrect":
    "The robot check has expired or was already used. Please tick the box again.",
  // Basic info of the console (/account/basicinfo)
  "validation.basicInfo.nicknameRequired": "Please enter a nickname.",
  "validation.basicInfo.emailRequired": "Please enter your email address.",
  // Console sign-in (/login)
  "validation.login.accountRequired": "Please enter your account name or email address.",
  // Registrant age (spec §5 Terms)
  "validation.birthDate.invalid": "Enter a date of birth as yyyy-MM-dd.",
  "validation.birthDate.future": "The date of birth cannot be in the future.",
  "validation.guardian.required": `Registrants under ${ADULT_AGE_YEARS} need the consent of a guardian.`,
});

export type ValidationMessageId = keyof typeof validationMessages;

export const isValidationMessageId = (id: string): id is ValidationMessageId =>
  Object.hasOwn(validationMessages, id);
