// One country's data sources, each with its live figures.
import { DataSourceList } from "../components/data/data-source-list.tsx";
import { defineIsland } from "./define-island.tsx";

export default defineIsland("data-sources", DataSourceList);
