// The demo dialog's state, outside the dialog so that closing and opening it keeps what was typed
// and the send-code countdown goes on. The request button's enabled flag follows core's rule: it
// turns on once every required field is filled and never turns off again (spec §4).
import { emptyDemoRequest, nextRequestButtonEnabled } from "@portolan/core";
import { atom } from "nanostores";
import { createFormStore } from "./form-store.ts";
import { createSendCodeStore } from "./send-code-store.ts";

export const demoForm = createFormStore(emptyDemoRequest);
export const demoSendCode = createSendCodeStore();
export const $demoRequestEnabled = atom(false);

demoForm.$state.listen((state) => {
  $demoRequestEnabled.set(nextRequestButtonEnabled($demoRequestEnabled.get(), state.values));
});
