// Set when the session's effects take the browser out of the console (home after sign-out or expiry):
// from then on the console decides nothing more (no detour through /login while the home loads).
import { $session } from "@portolan/kit/stores/session.ts";
import { atom } from "nanostores";

export const $leavingConsole = atom(false);

let left = false;

/**
 * Leaves for `path`, once: a page whose several calls all find the session gone ends it several
 * times, and each new location.assign would cancel the navigation under way.
 */
export const leaveConsole = (path: string): void => {
  $leavingConsole.set(true);
  if (left) return;
  left = true;
  location.assign(path);
};

/**
 * Every end of a signed-in session (sign-out, expiry) sends the browser home (core's session
 * machine), but its navigation comes after the session is cleared, and a page whose calls all find
 * the session gone re-renders first. So the console is leaving from the moment the session ends:
 * it never redirects that page to /login on the way out.
 */
export const leaveWhenSessionEnds = (): (() => void) => {
  let signedIn = $session.get().kind !== "logged-out";
  return $session.listen((state) => {
    const now = state.kind !== "logged-out";
    if (signedIn && !now) $leavingConsole.set(true);
    signedIn = now;
  });
};
