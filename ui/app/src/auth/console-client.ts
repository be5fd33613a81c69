// THE way console pages call the provider (issue 5, spec §4 "Session expired", §8). Use:
//
//   const call = useConsoleCall();                       // in a component (binds the page's language)
//   const result = await call("dashboard", {});          // same answer as the provider client
//   if (result.ok) show(result.data);                    // a refusal has already been notified
//
//   await consoleCall("updateBasicInfo", request, { handles: [20008] });  // outside React, or when the
//   // caller shows some codes itself (beside a field, say): those codes are not notified
//   await consoleCall("login", request, { handles: true });               // the caller shows every failure
//
// Built on the forms' client, so a 401 or 402 from ANY call ends the session (token cookie removed,
// full load of the current language's home) and shows nothing. Any other failure (§8 codes, HTTP
// errors, network failures) shows as an error notification in the page's language, unless `handles`
// says the caller shows it. The result is returned either way; nothing throws.
import { useLingui } from "@lingui/react";
import type { CallFailure, CallResult, DataOf } from "@portolan/adapters";
import type { Api, EndpointName, RequestOf } from "@portolan/contracts";
import { dataClient } from "@portolan/kit/data/data-client.ts";
import { type Remote, refetchCall, useCall } from "@portolan/kit/data/queries.ts";
import { failureText, type Translate } from "@portolan/kit/forms/notice-text.ts";
import { notify } from "@portolan/kit/notifications/notifications-store.ts";
import { useEffect } from "react";

export interface ConsoleCallOptions {
  /**
   * The failures the caller shows itself, so no notification is shown for them: `true` for every
   * failure, or the body codes of the refusals it handles. An expiry (401/402) never shows anything.
   */
  readonly handles?: true | readonly number[];
}

let translate: Translate | undefined;

/** The page's translator for notifications; `useConsoleCall` sets it on every render. */
export const setConsoleTranslator = (t: Translate): void => {
  translate = t;
};

/** Whether the caller said it shows this failure itself. */
export const isHandled = (failure: CallFailure, handles: ConsoleCallOptions["handles"]): boolean => {
  if (handles === true) return true;
  return failure.kind === "rejected" && handles !== undefined && handles.includes(failure.code);
};

export const consoleCall = async <K extends EndpointName>(
  name: K,
  request: RequestOf<Api[K]>,
  options: ConsoleCallOptions = {},
): Promise<CallResult<DataOf<K>>> => {
  const result = await dataClient().call(name, request);
  if (!result.ok) notifyFailure(name, result.outcome, options.handles);
  return result;
};

/** Shows a failure as an error notification, unless the caller shows it or it is an expiry. */
const notifyFailure = (name: EndpointName, failure: CallFailure, handles: ConsoleCallOptions["handles"]) => {
  if (isHandled(failure, handles)) return;
  const text = translate === undefined ? undefined : failureText(translate, failure);
  if (text !== undefined) notify("error", text);
  else if (failure.kind !== "expired") console.warn(`Portolan: the ${name} call failed`, failure);
};

/** consoleCall, with the notifications in the language of the component's catalogue. */
export const useConsoleCall = (): typeof consoleCall => {
  const { i18n } = useLingui();
  setConsoleTranslator((id, values) => i18n._(id, values));
  return consoleCall;
};

/**
 * A console read through the query layer: loading, ready or failed, its failures notified as
 * consoleCall's are (unless `handles` says the page shows them); `reload` asks again after a change.
 */
export const useConsoleQuery = <K extends EndpointName>(
  name: K,
  request: RequestOf<Api[K]>,
  options: ConsoleCallOptions = {},
): { readonly remote: Remote<DataOf<K>>; readonly reload: () => void } => {
  useConsoleCall(); // the notifications in the page's language
  const remote = useCall(name, request);
  const failure = remote.state === "failed" ? remote.failure : undefined;
  const handles = JSON.stringify(options.handles ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `handles` stands for options.handles.
  useEffect(() => {
    if (failure !== undefined) notifyFailure(name, failure, options.handles);
  }, [failure, name, handles]);
  return { remote, reload: () => refetchCall(name, request) };
};
