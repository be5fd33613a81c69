// Dropdown images of the main menu by top-level item id (core's NavInput.images: the spec names the
// field, src, but no images; decision: three illustrations of the site's own, shipped with the UI).
import business from "./images/business.svg";
import data from "./images/data.svg";
import marketing from "./images/marketing.svg";

export const NAV_IMAGES: Readonly<Record<string, string>> = { data, marketing, business };
