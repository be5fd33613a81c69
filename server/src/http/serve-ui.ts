// Serves the built UI. A page address goes through core's one route decision (spec §2.1, §8): render
// its prerendered file, redirect (the signed-in English service pages, a visitor's unknown address),
// or the 404 page of its language (unknown route for a signed-in user, a lang cookie that is not an
// allowed value). Assets are served as files. Nothing outside the folder is ever read. Every file is
// read once, at start, and served from memory, compressed as the client accepts (static-files.ts,
// D351): a new build is served after a restart.

import { existsSync, readFileSync, statSync } from "node:fs";
import { extname, join, normalize, sep } from "node:path";
import { SESSION_COOKIE, SESSION_HEADER } from "@portolan/contracts";
import {
  BUILD_ORIGIN_FILE,
  CONSOLE_CONFIG_ELEMENT_ID,
  type ConsoleConfig,
  consoleLangCookie,
  DEFAULT_LOCALE,
  formatLangCookie,
  LANG_COOKIE_MAX_AGE_SECONDS,
  LANG_COOKIE_NAME,
  localeFromLangCookie,
  localeOfSegment,
  pageToServe,
  resolveRouteEntry,
  segmentOfLocale,
  variantFilePath,
} from "@portolan/core";
import type { Context, Hono } from "hono";
import { getCookie, setCookie } from "hono/cookie";
import type { SessionResolver } from "../accounts/sessions/session-resolver-port.ts";
import type { Clock } from "../ports/runtime.ts";
import { failureResponse } from "./failure-response.ts";
import { failure } from "./reply.ts";
import { loadStaticFiles, type StaticFiles, staticFileOf } from "./static-files.ts";
import { sendStatic, sendWritten } from "./static-response.ts";

export { withPublicOrigin } from "./static-files.ts";

/** The console's document in the built UI (built by ui/app from its console.html). */
export const CONSOLE_DOCUMENT = "console.html";

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/**
 * The file a URL path names inside `root`, or undefined (also for any escape attempt). `exists`: on
 * disk by default; the provider asks its files held in memory.
 */
export const fileForPath = (
  root: string,
  urlPath: string,
  exists: (path: string) => boolean = isFile,
): string | undefined => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes("\0") || decoded.includes("\\")) return undefined;
  const base = normalize(join(root, decoded));
  if (base !== root && !base.startsWith(root + sep)) return undefined;
  const trimmed = base.replace(/[/\\]+$/, "");
  return [base, `${trimmed}.html`, join(base, "index.html")].find(exists);
};

/** The prerendered file of a route path: parameters become `[name]` (one template serves every value). */
export const templatePathOf = (routePath: string): string => routePath.replace(/:(\w+)/g, "[$1]");

/** A path's segments after the language one: "/en/payment/42" gives "payment/42". */
const restOf = (path: string): string => path.split("/").slice(2).join("/");

/**
 * A page served from a template (one file for every value of a parameter: the payment page) with its
 * own address in the place of the template's (`_` for each parameter): the language bar's links, the
 * canonical link and the header's props then name this order before any script runs, so a switch of
 * language keeps it (issue 29: the bar linked to /en/payment/_). Only a plain path is written in.
 */
export const withTemplateValues = (html: string, routePath: string, pathname: string): string => {
  if (!routePath.includes(":") || !/^[\w%.~-]+(?:\/[\w%.~-]+)*$/.test(restOf(pathname))) return html;
  const template = restOf(routePath.replace(/:\w+/g, "_"));
  const escaped = template.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return html.replace(new RegExp(`/${escaped}(?=["&?#<\\s])`, "g"), `/${restOf(pathname)}`);
};

export interface ServeUiOptions {
  /** PORTOLAN_PUBLIC_ORIGIN: written into the pages in place of the build's (issue 12 defect). */
  readonly publicOrigin: string;
  readonly sessions: SessionResolver;
  readonly clock: Clock;
  /** Written into the console document (core's parseConsoleConfig reads it back). */
  readonly consoleConfig: ConsoleConfig;
}

/** The console document with its configuration as inert JSON (no script runs; `<` cannot close it). */
export const withConsoleConfig = (html: string, config: ConsoleConfig): string =>
  html.replace(
    "</head>",
    `<script type="application/json" id="${CONSOLE_CONFIG_ELEMENT_ID}">${JSON.stringify(config).replace(/</g, "\\u003c")}</script>\n  </head>`,
  );

const setLangCookie = (c: Context, value: string): void =>
  setCookie(c, LANG_COOKIE_NAME, value, { path: "/", sameSite: "Lax", maxAge: LANG_COOKIE_MAX_AGE_SECONDS });

/** The console document with its configuration, once, compressed with it (the configuration is fixed). */
const consoleDocumentOf = (files: StaticFiles, path: string, config: ConsoleConfig) => {
  const built = files.get(path);
  if (built === undefined) return undefined;
  const html = withConsoleConfig(Buffer.from(built.variants.identity.body).toString("utf8"), config);
  return staticFileOf(path, Buffer.from(html, "utf8"), () => undefined);
};

/** Hashed assets never change under their name; everything else is checked again on each use. */
const cacheOf = (path: string): string =>
  path.includes(`${sep}assets${sep}`) ? "public, max-age=31536000, immutable" : "no-cache";

export const serveUi = (app: Hono, uiDir: string, options: ServeUiOptions): StaticFiles => {
  const root = normalize(uiDir);
  const built = existsSync(root);
  const originFile = join(root, BUILD_ORIGIN_FILE);
  const buildOrigin = isFile(originFile) ? readFileSync(originFile, "utf8").trim() : "";
  const publicOrigin = options.publicOrigin.replace(/\/+$/, "");
  const files = loadStaticFiles(root, { buildOrigin, publicOrigin });
  const inMemory = (path: string) => files.get(path) !== undefined;
  const consoleDocument = consoleDocumentOf(files, join(root, CONSOLE_DOCUMENT), options.consoleConfig);
  /** `write`: the page's text per request (a template page's own address), else the bytes held. */
  const send = (c: Context, path: string, status: 200 | 404, write?: (text: string) => string) => {
    const file = files.get(path);
    if (file === undefined) return notFoundJson(c);
    if (write !== undefined) {
      const text = Buffer.from(file.variants.identity.body).toString("utf8");
      const written = write(text);
      if (written !== text) return sendWritten(c, path, written, cacheOf(path));
    }
    return sendStatic(c, file, status, cacheOf(path));
  };
  const notFoundJson = (c: Context) => failureResponse(c, failure(404, "errors.page.notFound"), 404);
  const notFoundPage = (c: Context, path: string, langCookie: string | undefined) => {
    // The address's language, else the lang cookie's (a console-side address has no segment).
    const cookie = localeFromLangCookie(langCookie);
    const locale = localeOfSegment(path.split("/")[1] ?? "") ?? (cookie.ok ? cookie.value : DEFAULT_LOCALE);
    const file = join(root, segmentOfLocale(locale), "404.html");
    return inMemory(file) ? send(c, file, 404) : notFoundJson(c);
  };
  const signedIn = async (c: Context, cookie: string | undefined): Promise<boolean> => {
    const token = cookie || c.req.header(SESSION_HEADER);
    if (!token) return false;
    return (await options.sessions.resolve(token, options.clock.now())).kind === "active";
  };
  app.get("*", async (c) => {
    if (!built) return notFoundJson(c);
    const path = c.req.path;
    if (extname(path) !== "") {
      const file = fileForPath(root, path, inMemory);
      return file ? send(c, file, 200) : notFoundJson(c);
    }
    const url = new URL(c.req.url);
    // `//cn/aboutus` is the page `/cn/aboutus`, but a link built from its path would start with
    // `//` and name another host (issue 12: the language bar went to the host `cn`).
    if (path.includes("//")) return c.redirect(`${path.replace(/\/{2,}/g, "/")}${url.search}`, 301);
    const cookies = getCookie(c); // read once: a page asks for two of them, some twice
    const visit = {
      isLoggedIn: await signedIn(c, cookies[SESSION_COOKIE]),
      langCookie: cookies[LANG_COOKIE_NAME],
      acceptLanguage: c.req.header("accept-language"),
    };
    const entry = resolveRouteEntry(`${url.pathname}${url.search}`, visit);
    if (entry.kind === "redirect") {
      // Where `/` and an unknown address go depends on the cookie and the browser's language (D286).
      c.header("vary", "Accept-Language, Cookie");
      return c.redirect(entry.to, 302);
    }
    if (entry.kind === "not-found") return notFoundPage(c, path, visit.langCookie);
    if (entry.kind === "console") {
      // One client-rendered document serves every console page; the console decides the rest.
      if (consoleDocument === undefined) return notFoundPage(c, path, visit.langCookie);
      // The console reads its language from the lang cookie: a link's language (a mail's), else the
      // browser's for a visitor without one, is stored first (core's consoleLangCookie, D286).
      const lang = consoleLangCookie(`${url.pathname}${url.search}`, visit);
      if (lang !== undefined) setLangCookie(c, lang);
      return sendStatic(c, consoleDocument, 200, "no-cache");
    }
    // The page's language is the one the visitor is using: remember it, so the console, the mails and
    // the next visit follow (issue 13 mails, issue 12 "visiting /en does not set the lang cookie").
    // A `lang` query (spec §2.1's signed-in service redirect) names the language itself, and a prefetch
    // is no visit (the browser fetches a linked page ahead of a click that may never come): left alone.
    const wanted = formatLangCookie(entry.match.locale);
    const prefetch = /prefetch/i.test(
      `${c.req.header("sec-purpose") ?? ""} ${c.req.header("purpose") ?? ""}`,
    );
    if (!prefetch && !url.searchParams.has("lang") && visit.langCookie !== wanted) setLangCookie(c, wanted);
    // The page of the address's query value when it has one (countrydetail, solutionsdetail), and of
    // the language a `lang` query names (core's pageToServe).
    const served = pageToServe(entry.match, `${url.pathname}${url.search}`);
    const template = templatePathOf(served.routePath || path);
    const file =
      (served.variant && fileForPath(root, variantFilePath(template, served.variant), inMemory)) ||
      fileForPath(root, template, inMemory);
    if (!file) return notFoundPage(c, path, visit.langCookie);
    // Only a template page is written per request; every other page is sent as held.
    if (!served.routePath.includes(":")) return send(c, file, 200);
    return send(c, file, 200, (html) => withTemplateValues(html, served.routePath, url.pathname));
  });
  return files;
};
