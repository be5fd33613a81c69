// Moves $session with core's sessionReducer and hands back the effects for the caller to carry out.
// Its own module so that pages load the reducer only with the code that needs it.
import { type SessionEffect, type SessionEvent, sessionReducer } from "@portolan/core";
import { $session } from "./session.ts";

export const sendSessionEvent = (event: SessionEvent): readonly SessionEffect[] => {
  const { state, effects } = sessionReducer($session.get(), event);
  $session.set(state);
  return effects;
};
