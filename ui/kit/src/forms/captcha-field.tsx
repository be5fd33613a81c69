// The image captcha of a form: the image, a field for its text and a button for a new image.
import { useLingui } from "@lingui/react";
import { Button } from "react-aria-components";
import { TextInput } from "./fields.tsx";
import * as s from "./forms.css.ts";
import type { Captcha } from "./use-captcha.ts";

export function CaptchaField(props: {
  readonly id: string;
  readonly captcha: Captcha;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly issue?: string | undefined;
  readonly label?: string;
}) {
  const { i18n } = useLingui();
  const { state, refresh } = props.captcha;
  return (
    <div className={s.captcha}>
      <div className={s.captchaImageRow}>
        <div className={s.captchaImage}>
          {state.kind === "ready" ? (
            <img src={state.challenge.image} width={150} height={50} alt={i18n._("forms.captcha.imageAlt")} />
          ) : (
            <span className={s.hint}>
              {i18n._(state.kind === "loading" ? "forms.captcha.loading" : "forms.captcha.failed")}
            </span>
          )}
        </div>
        <Button className={s.secondaryButton} onPress={refresh}>
          {i18n._("forms.captcha.refresh")}
        </Button>
      </div>
      <TextInput
        id={props.id}
        label={props.label ?? i18n._("forms.captcha.label")}
        value={props.value}
        onChange={props.onChange}
        issue={props.issue}
        isRequired
        autoComplete="off"
      />
    </div>
  );
}
