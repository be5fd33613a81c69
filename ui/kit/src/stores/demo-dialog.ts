// Whether the request-a-demo dialog is open (opened from the footer and the chat widget).
import { atom } from "nanostores";

export const $demoDialog = atom<boolean>(false);
