// The contact widget of every public page and, on the Chinese layout, the chat widget.
import { FloatingWidgets } from "@portolan/kit/chrome/floating-widgets.tsx";
import { defineIsland } from "./define-island.tsx";

export default defineIsland("widgets", FloatingWidgets, "idle");
