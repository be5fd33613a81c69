// The data pages' headline figures, read from the provider when the page opens.
import { LiveStatistics } from "../components/data/live-statistics.tsx";
import { defineIsland } from "./define-island.tsx";

export default defineIsland("live-statistics", LiveStatistics);
