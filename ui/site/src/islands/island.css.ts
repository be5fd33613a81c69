import { globalStyle } from "@vanilla-extract/css";
import { ISLAND_NAME_ATTRIBUTE } from "./island-attributes.ts";

// A marker adds no box of its own: the island lays out as if it were written in the page.
globalStyle(`[${ISLAND_NAME_ATTRIBUTE}]`, { display: "contents" });
