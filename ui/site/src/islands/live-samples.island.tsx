// The live samples of the home and product pages (a bill, a firm's partners, the trend): hydrated
// once the page is idle, then filled from the provider; the prerender draws the same cards empty.
import { LiveSamples } from "../components/samples/live-samples.tsx";
import { defineIsland } from "./define-island.tsx";

export default defineIsland("live-samples", LiveSamples, "idle");
