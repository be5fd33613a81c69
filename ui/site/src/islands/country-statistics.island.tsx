// Records per country, read from the provider when the page opens.
import { CountryStatistics } from "../components/data/country-statistics.tsx";
import { defineIsland } from "./define-island.tsx";

export default defineIsland("country-statistics", CountryStatistics);
