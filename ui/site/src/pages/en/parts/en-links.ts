// Addresses of English pages, read from core's SITE_ROUTES so a renamed route cannot leave a dead link.
import { routeById } from "@portolan/core";

/** The English address of a route id ("package", "content/faq", ...). */
export const enPath = (id: string): string => {
  const path = routeById(id)?.paths.en;
  if (path === undefined) throw new Error(`no English route ${id}`);
  return path;
};
