// Path templates with `{name}` placeholders (OpenAPI syntax), e.g. /public/payment/{id}.
import { toWellFormed } from "./form-body.ts";

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The parameter names of a template, in order of appearance. */
export const pathParamNames = (template: string): readonly string[] =>
  [...template.matchAll(PLACEHOLDER)].map((m) => m[1] ?? "");

/**
 * The concrete path: each placeholder replaced by its (percent-encoded) value. A placeholder with no
 * value is left as it is, so a mistake shows in the URL instead of vanishing.
 */
export const fillPath = (template: string, params: Readonly<Record<string, string>>): string =>
  template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    return value === undefined ? whole : encodeURIComponent(toWellFormed(value));
  });

/** The template in the `:name` syntax of Express-style routers (Hono), for mounting. */
export const toColonPath = (template: string): string => template.replace(PLACEHOLDER, ":$1");
