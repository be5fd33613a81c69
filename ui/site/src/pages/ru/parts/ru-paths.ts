// Addresses of the Russian pages, read from core's SITE_ROUTES (never typed by hand).
import { homePathOf, routeById } from "@portolan/core";

/** The /ru address of a route id ("home", "package", "solutions/buyers"…); the Russian home if none. */
export const ruPath = (id: string): string => routeById(id)?.paths.ru ?? homePathOf("ru");

/** The purchase form of a package tier on the package page. */
export const purchaseHref = (tierId: string): string => `${ruPath("package")}?tier=${tierId}#purchase`;
