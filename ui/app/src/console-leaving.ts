// Set when the session's effects take the browser out of the console (home after sign-out or expiry):
// from then on the console decides nothing more (no detour through /login while the home loads).
import { atom } from "nanostores";

export const $leavingConsole = atom(false);

export const leaveConsole = (path: string): void => {
  $leavingConsole.set(true);
  location.assign(path);
};
