import { NotificationArea } from "@portolan/kit/notifications/notification-area.tsx";
import { defineIsland } from "./define-island.tsx";

export default defineIsland("notifications", NotificationArea, "idle");
