// The home page's try-search box: hydrated once the page is idle (its form works as a plain form
// until then), never before the first paint.
import { TrySearch } from "../components/samples/try-search.tsx";
import { defineIsland } from "./define-island.tsx";

export default defineIsland("try-search", TrySearch, "idle");
