import { Footer } from "@portolan/kit/chrome/footer.tsx";
import { defineIsland } from "./define-island.tsx";

export default defineIsland("footer", Footer, "idle");
