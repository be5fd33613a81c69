// The skip link's id: the frame renders it first in the page; back to top puts the focus there.
export const SKIP_LINK_ID = "skip-link";
