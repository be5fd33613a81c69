// The import rules of docs/architecture.md as data and one pure check over source files.
// Kept free of file-system access so its own tests can feed it violations and see them fail.
import { parseSync } from "oxc-parser";

export const PACKAGES = ["core", "contracts", "adapters", "server", "kit", "site", "app", "tests"] as const;
export type Package = (typeof PACKAGES)[number];

/** Where each package's folder is (the UI's three sit under ui/). */
export const PACKAGE_DIRS: Record<Package, string> = {
  core: "core",
  contracts: "contracts",
  adapters: "adapters",
  server: "server",
  kit: "ui/kit",
  site: "ui/site",
  app: "ui/app",
  tests: "tests",
};

/**
 * Which project packages each package may import. The two documents (site, app) share the kit and
 * never import each other; nothing imports them.
 */
export const MAY_IMPORT: Record<Package, readonly Package[]> = {
  core: [],
  contracts: [],
  adapters: ["core", "contracts"],
  server: ["core", "contracts"],
  kit: ["core", "contracts", "adapters"],
  site: ["core", "contracts", "adapters", "kit"],
  app: ["core", "contracts", "adapters", "kit"],
  tests: ["core", "contracts", "adapters", "server"],
};

/**
 * Packages imported module by module (`@portolan/kit/forms/fields.tsx`) rather than through one
 * index: a component library, so each page takes only the modules it uses and lazy chunks stay lazy.
 */
const PATH_IMPORTED: readonly Package[] = ["kit"];
/** The UI build's shared settings, which the packages' build scripts and configs (not their src) use. */
const SHARED_BUILD_DIR = "ui/scripts/";

const PURE: readonly Package[] = ["core", "contracts"];
/** Third-party modules the pure packages may use outside tests. */
const PURE_EXTERNALS = ["effect"];
const TEST_EXTERNALS = ["vitest", "fast-check", "@fast-check/vitest"];
/** Ambient I/O that must reach the pure packages through ports instead. */
const IMPURE_GLOBALS: readonly [RegExp, string][] = [
  [/\b(document|window|localStorage|sessionStorage|navigator|location)\s*\./, "DOM global"],
  [/\bDate\.now\s*\(|\bnew Date\s*\(\s*\)/, "clock"],
  [/\bMath\.random\s*\(|\bcrypto\s*\./, "randomness"],
  [/(^|[^.\w])fetch\s*\(|\bXMLHttpRequest\b/, "network"],
  [/\bprocess\s*\.|\brequire\s*\(/, "Node runtime"],
  [/\bset(Timeout|Interval)\s*\(/, "timer"],
];

/**
 * The server's own layers (docs/architecture.md, "The server"). The data modules (trade, stats,
 * accounts, reference) never import what is built on them (the services, the CLI, the composition);
 * the stores and the kit below them import only what is listed. Tests may use the test harnesses.
 */
const SERVER_SRC = "server/src/";
export const SERVER_LOWER_MAY_IMPORT: Record<string, readonly string[]> = {
  "sql/": ["sql/"],
  "ports/": ["ports/"],
  "config/": ["config/"],
  "config.ts": ["config/"],
  "accounts/": ["accounts/", "sql/", "ports/", "config.ts", "config/"],
  "reference/": ["reference/", "sql/", "ports/"],
};
const SERVER_DATA_MODULES = ["trade/", "stats/", "accounts/", "reference/"];
const SERVER_UPPER = ["services/", "cli/", "testing/", "app.ts", "server.ts", "main.ts", "index.ts"];
/** Only the drivers' folder and the openers (open-*.ts) open a database (issue 32). */
const DATABASE_DRIVERS = ["node:sqlite", "postgres"];
export const mayOpenDatabase = (path: string): boolean =>
  path.startsWith(`${SERVER_SRC}sql/`) ||
  /\/open-[\w-]+\.ts$/.test(path) ||
  path === `${SERVER_SRC}testing/postgres-cluster.ts`;

/** The folder (or top file) of the server a path is in: "trade/", "config.ts"; undefined outside it. */
const serverPlace = (path: string): string | undefined => {
  if (!path.startsWith(SERVER_SRC)) return undefined;
  const rest = path.slice(SERVER_SRC.length);
  const slash = rest.indexOf("/");
  return slash === -1 ? rest : rest.slice(0, slash + 1);
};

const serverLayerViolation = (from: string, target: string): string | undefined => {
  const here = serverPlace(from);
  const there = serverPlace(target);
  if (here === undefined || there === undefined || here === there) return undefined;
  const allowed = SERVER_LOWER_MAY_IMPORT[here];
  if (allowed !== undefined && !allowed.includes(there)) return `server/src/${here} may not import ${there}`;
  if (SERVER_DATA_MODULES.includes(here) && SERVER_UPPER.includes(there))
    return `server/src/${here} may not import ${there} (it is built on ${here})`;
  return undefined;
};

export interface SourceFile {
  /** Path relative to the repository root, with forward slashes. */
  readonly path: string;
  readonly source: string;
}
export interface Violation {
  readonly path: string;
  readonly rule: string;
  readonly detail: string;
}

export const packageOf = (path: string): Package | undefined =>
  PACKAGES.find((p) => path.startsWith(`${PACKAGE_DIRS[p]}/`));
const isTestFile = (path: string) => /\.test\.tsx?$/.test(path);

interface ParsedFile extends SourceFile {
  readonly specifiers: readonly string[];
  readonly code: string;
}

const parse = (file: SourceFile): ParsedFile => {
  const result = parseSync(file.path, file.source);
  const specifiers = [
    ...result.module.staticImports.map((i) => i.moduleRequest.value),
    ...result.module.staticExports.flatMap((e) =>
      e.entries.flatMap((entry) => (entry.moduleRequest ? [entry.moduleRequest.value] : [])),
    ),
    ...result.module.dynamicImports.map((d) =>
      file.source.slice(d.moduleRequest.start, d.moduleRequest.end).replace(/^["'`]|["'`]$/g, ""),
    ),
  ];
  // Blank out comments so a rule mentioned in a comment is not taken for a use of it.
  let code = file.source;
  for (const c of result.comments)
    code = code.slice(0, c.start) + " ".repeat(c.end - c.start) + code.slice(c.end);
  return { ...file, specifiers: [...new Set(specifiers)], code };
};

const normalize = (parts: string[]): string => {
  const out: string[] = [];
  for (const part of parts) {
    if (part === "..") out.pop();
    else if (part !== "." && part !== "") out.push(part);
  }
  return out.join("/");
};

/** Resolves a specifier to a repository file, or undefined for third-party modules. */
const resolve = (from: string, specifier: string, known: ReadonlySet<string>): string | undefined => {
  const project = /^@portolan\/([a-z]+)(\/.+)?$/.exec(specifier);
  const named = PACKAGES.find((p) => p === project?.[1]);
  if (project) return named ? `${PACKAGE_DIRS[named]}/src${project[2] ?? "/index.ts"}` : specifier;
  if (!specifier.startsWith(".")) return undefined;
  const base = normalize([...from.split("/").slice(0, -1), ...specifier.split("/")]);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((c) => known.has(c)) ?? base;
};

const bareName = (specifier: string): string =>
  specifier.startsWith("@") ? specifier.split("/").slice(0, 2).join("/") : (specifier.split("/")[0] ?? "");

export const findCycles = (graph: ReadonlyMap<string, readonly string[]>): string[][] => {
  // Tarjan's strongly connected components; every component of two or more files is a cycle.
  let index = 0;
  const indices = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, indices.get(next) ?? 0));
      }
    }
    if (low.get(node) === indices.get(node)) {
      const component: string[] = [];
      let member: string | undefined;
      do {
        member = stack.pop();
        if (member === undefined) break;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      const selfLoop = component.length === 1 && (graph.get(node) ?? []).includes(node);
      if (component.length > 1 || selfLoop) cycles.push(component.sort());
    }
  };
  for (const node of [...graph.keys()].sort()) if (!indices.has(node)) visit(node);
  return cycles;
};

export const checkArchitecture = (files: readonly SourceFile[]): Violation[] => {
  const known = new Set(files.map((f) => f.path));
  const violations: Violation[] = [];
  const graph = new Map<string, string[]>();
  for (const file of files.map(parse)) {
    const pkg = packageOf(file.path);
    if (pkg === undefined) continue;
    const test = isTestFile(file.path);
    const edges: string[] = [];
    for (const specifier of file.specifiers) {
      const target = resolve(file.path, specifier, known);
      const add = (rule: string, detail: string) => violations.push({ path: file.path, rule, detail });
      if (target === undefined) {
        const name = bareName(specifier);
        if (pkg === "server" && !test && DATABASE_DRIVERS.includes(name) && !mayOpenDatabase(file.path))
          add("open-database", `only server/src/sql/ and the openers (open-*.ts) may import "${name}"`);
        if (PURE.includes(pkg)) {
          const allowed = test ? [...PURE_EXTERNALS, ...TEST_EXTERNALS] : PURE_EXTERNALS;
          if (!allowed.includes(name)) add("pure-external", `${pkg} may not import "${specifier}"`);
        }
        continue;
      }
      edges.push(target);
      const targetPkg = packageOf(target);
      if (targetPkg === undefined) {
        // The UI's shared build settings (where a build writes) serve the packages' build files only.
        const buildFile = !file.path.includes("/src/");
        if (!(buildFile && target.startsWith(SHARED_BUILD_DIR)))
          add("outside-packages", `"${specifier}" leaves the packages`);
      } else if (targetPkg === pkg) {
        // A conformance suite is test code: it may draw on any module to build its cases.
        const testCode = test || file.path.includes("/conformance/");
        const layer = pkg === "server" && !testCode ? serverLayerViolation(file.path, target) : undefined;
        if (layer !== undefined) add("server-layer", layer);
        if (target === `${PACKAGE_DIRS[pkg]}/src/index.ts` && file.path !== target)
          add("own-index", `import from "${specifier}" goes through the package's own index.ts`);
      } else if (!MAY_IMPORT[pkg].includes(targetPkg)) {
        add("layer", `${pkg} may not import ${targetPkg} ("${specifier}")`);
      } else if (!/^@portolan\//.test(specifier)) {
        add("deep-import", `import ${targetPkg} through "@portolan/${targetPkg}", not "${specifier}"`);
      } else if (specifier.includes("/", "@portolan/".length) && !PATH_IMPORTED.includes(targetPkg)) {
        add("deep-import", `import ${targetPkg} through "@portolan/${targetPkg}", not "${specifier}"`);
      } else if (PATH_IMPORTED.includes(targetPkg) && /\.test\.tsx?$/.test(target)) {
        add("deep-import", `"${specifier}" is a test, not a module of ${targetPkg}`);
      }
    }
    graph.set(file.path, edges);
    if (pkg === "server" && !test && !mayOpenDatabase(file.path)) {
      const call = /\bopenDatabase\s*\(/.exec(file.code);
      if (call) {
        const line = file.code.slice(0, call.index).split("\n").length;
        violations.push({
          path: `${file.path}:${line}`,
          rule: "open-database",
          detail: "a database is opened only by an opener (open-*.ts)",
        });
      }
    }
    if (PURE.includes(pkg) && !test) {
      for (const [pattern, what] of IMPURE_GLOBALS) {
        const match = pattern.exec(file.code);
        if (match) {
          const line = file.code.slice(0, match.index).split("\n").length;
          violations.push({
            path: `${file.path}:${line}`,
            rule: "pure-global",
            detail: `${what}: ${match[0].trim()}`,
          });
        }
      }
    }
  }
  for (const cycle of findCycles(graph)) {
    violations.push({ path: cycle[0] ?? "", rule: "cycle", detail: cycle.join(" -> ") });
  }
  return violations;
};
