// The country page's notice for a country code without a page of its own.
import { UnknownCountryNotice } from "../components/data/unknown-country-notice.tsx";
import { defineIsland } from "./define-island.tsx";

export default defineIsland("unknown-country", UnknownCountryNotice);
