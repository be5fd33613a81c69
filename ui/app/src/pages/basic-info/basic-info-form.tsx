// Editing the basic info: nickname, department, phone and email. A new email needs the code sent to
// that address (sendChannelCode after the captcha box, the forms' send-code control), confirmed on
// save; 20008 (wrong code) shows beside the code. On any failure every field keeps what was typed.

import type { BasicInfo } from "@portolan/contracts";
import { ERROR_CODES } from "@portolan/core";
import { type TextExtras, TextInput } from "@portolan/kit/forms/fields.tsx";
import { FormFrame } from "@portolan/kit/forms/form-frame.tsx";
import { createFormStore } from "@portolan/kit/forms/form-store.ts";
import * as f from "@portolan/kit/forms/forms.css.ts";
import { SendCodeControl } from "@portolan/kit/forms/send-code-control.tsx";
import { createSendCodeStore } from "@portolan/kit/forms/send-code-store.ts";
import { focusById, useForm } from "@portolan/kit/forms/use-form.ts";
import { notify } from "@portolan/kit/notifications/notifications-store.ts";
import { useState } from "react";
import { Button } from "react-aria-components";
import { consoleCall } from "../../auth/console-client.ts";
import {
  BASIC_INFO_ORDER,
  type BasicInfoField,
  type BasicInfoValues,
  basicInfoIssues,
  emailIssues,
  isNewEmail,
} from "./basic-info-checks.ts";

export const valuesOf = (info: BasicInfo): BasicInfoValues => ({
  nickname: info.nickname,
  department: info.department ?? "",
  phone: info.phone ?? "",
  email: info.email ?? "",
  emailCode: "",
});

export const basicInfoForm = createFormStore<BasicInfoValues>(valuesOf({ id: 0, account: "", nickname: "" }));
const sendCode = createSendCodeStore();

export interface BasicInfoFormProps {
  readonly info: BasicInfo;
  /** The id of the heading that names the form. */
  readonly labelledBy: string;
  readonly onSaved: (info: BasicInfo) => void;
  readonly onCancel: () => void;
}

export function BasicInfoForm({ info, labelledBy, onSaved, onCancel }: BasicInfoFormProps) {
  const form = useForm(basicInfoForm, "basic", BASIC_INFO_ORDER);
  const { values, busy } = form.state;
  const [codeError, setCodeError] = useState<string | undefined>(undefined);
  const newEmail = isNewEmail(values.email, info.email);

  const submit = async () => {
    setCodeError(undefined);
    if (busy || form.refuse(basicInfoIssues(values, info.email))) return;
    form.start();
    const result = await consoleCall(
      "updateBasicInfo",
      {
        body: {
          nickname: values.nickname.trim(),
          department: values.department.trim(),
          phone: values.phone.trim(),
          email: values.email.trim(),
          ...(newEmail ? { emailCode: values.emailCode.trim() } : {}),
        },
      },
      { handles: true },
    );
    if (result.ok) {
      basicInfoForm.dispatch({ type: "succeeded", values: valuesOf(result.data) });
      sendCode.dispatch({ type: "reset" });
      notify("success", form.t("pages.basic.saved"));
      onSaved(result.data);
      return;
    }
    form.failed(result.outcome, result.issues);
    if (result.outcome.kind === "rejected" && result.outcome.code === ERROR_CODES.VERIFICATION_CODE_ERROR) {
      setCodeError(form.t("errors.code.verificationCode"));
      focusById(form.fieldId("emailCode"));
    }
  };

  const text = (field: BasicInfoField, label: string, extra: TextExtras = {}) => (
    <TextInput
      id={form.fieldId(field)}
      label={label}
      value={values[field]}
      onChange={(v) => {
        if (field === "emailCode") setCodeError(undefined);
        form.edit(field)(v);
      }}
      issue={form.issue(field) ?? (field === "emailCode" ? codeError : undefined)}
      {...extra}
    />
  );

  return (
    <FormFrame onSubmit={submit} aria-labelledby={labelledBy}>
      <p className={f.note}>{form.t("forms.requiredNote")}</p>
      <div className={f.grid}>
        {text("nickname", form.t("pages.account.nickname"), { isRequired: true, autoComplete: "nickname" })}
        {text("department", form.t("pages.account.department"), { autoComplete: "organization-title" })}
        {text("phone", form.t("pages.basic.phone"), { type: "tel", autoComplete: "tel" })}
        {text("email", form.t("pages.basic.email"), {
          type: "email",
          autoComplete: "email",
          isRequired: true,
        })}
      </div>
      {newEmail ? (
        <div className={f.codeRow}>
          {text("emailCode", form.t("pages.basic.emailCode"), {
            isRequired: true,
            autoComplete: "one-time-code",
            inputMode: "numeric",
            hint: form.t("pages.basic.emailCodeHint"),
          })}
          <SendCodeControl
            id="basic-send-code"
            store={sendCode}
            ready={() => !form.refuse(emailIssues(values.email))}
            codeFieldId={form.fieldId("emailCode")}
            send={(captcha) =>
              consoleCall(
                "sendChannelCode",
                {
                  body: {
                    channel: "email",
                    target: values.email.trim(),
                    captcha,
                  },
                },
                { handles: true },
              )
            }
          />
        </div>
      ) : null}
      <div className={f.actions}>
        <Button type="submit" className={f.primaryButton} isDisabled={busy}>
          {form.t(busy ? "pages.basic.saving" : "pages.basic.save")}
        </Button>
        <Button className={f.secondaryButton} onPress={onCancel} isDisabled={busy}>
          {form.t("pages.basic.cancel")}
        </Button>
      </div>
    </FormFrame>
  );
}
