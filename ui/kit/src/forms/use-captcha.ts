// An image captcha from the provider (GET /api/public/captcha): loaded in the browser when asked
// for, replaced on refresh and after a failed call that may have spent it.
import type { CaptchaChallenge } from "@portolan/contracts";
import { useCallback, useEffect, useRef, useState } from "react";
import { dataClient } from "../data/data-client.ts";
import { notify } from "../notifications/notifications-store.ts";

export type CaptchaState =
  | { readonly kind: "loading" }
  | { readonly kind: "ready"; readonly challenge: CaptchaChallenge }
  | { readonly kind: "failed" };

export interface Captcha {
  readonly state: CaptchaState;
  readonly refresh: () => void;
}

/** Loads a captcha when `active` is (or becomes) true. */
export const useCaptcha = (active = true): Captcha => {
  const [state, setState] = useState<CaptchaState>({ kind: "loading" });
  const request = useRef(0);
  const refresh = useCallback(() => {
    const mine = ++request.current;
    setState({ kind: "loading" });
    dataClient()
      .call("getCaptcha", {})
      .then((result) => {
        if (mine !== request.current) return;
        setState(result.ok ? { kind: "ready", challenge: result.data } : { kind: "failed" });
      });
  }, []);
  useEffect(() => {
    if (active) refresh();
  }, [active, refresh]);
  // An image that failed to load (the network was down) loads again when the network is back.
  useEffect(() => {
    if (!active || state.kind !== "failed") return;
    window.addEventListener("online", refresh);
    return () => window.removeEventListener("online", refresh);
  }, [active, state.kind, refresh]);
  return { state, refresh };
};

/**
 * The answer for a Send, or undefined while no image is shown: then a new image is asked for if the
 * last failed, and the user is told, so that a Send never does nothing (issue 12).
 */
export const captchaAnswerForSend = (captcha: Captcha, answer: string, t: (id: string) => string) => {
  const solved = captchaAnswer(captcha, answer);
  if (solved === undefined) {
    if (captcha.state.kind === "failed") captcha.refresh();
    notify("warning", t("forms.captcha.reloading"));
  }
  return solved;
};

/** The answer as the JSON calls send it, or undefined while no captcha is shown. */
export const captchaAnswer = (captcha: Captcha, answer: string) =>
  captcha.state.kind === "ready" ? { id: captcha.state.challenge.id, answer: answer.trim() } : undefined;
