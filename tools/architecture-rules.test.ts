import { describe, expect, it } from "vitest";
import { checkArchitecture, findCycles, type SourceFile } from "./architecture-rules.ts";

const rules = (files: SourceFile[]) => checkArchitecture(files).map((v) => v.rule);

describe("architecture rules", () => {
  it("accepts a clean tree", () => {
    expect(
      checkArchitecture([
        { path: "core/src/index.ts", source: 'export { a } from "./a.ts";' },
        {
          path: "core/src/a.ts",
          source: 'import { Schema } from "effect";\nexport const a = Schema.String;',
        },
        { path: "core/src/a.test.ts", source: 'import { it } from "vitest";\nimport { a } from "./a.ts";' },
        {
          path: "adapters/src/x.ts",
          source: 'import { a } from "@portolan/core";\nimport { ofetch } from "ofetch";',
        },
        {
          path: "ui/app/src/app.tsx",
          source: 'import { a } from "@portolan/core";\nimport "@portolan/adapters";',
        },
      ]),
    ).toEqual([]);
  });

  it("lets only the drivers' folder and the openers open a database (issue 32)", () => {
    const sqlite = 'import { DatabaseSync } from "node:sqlite";';
    expect(rules([{ path: "server/src/sql/sqlite-client.ts", source: sqlite }])).toEqual([]);
    expect(rules([{ path: "server/src/trade/open-trade-engine.ts", source: "openDatabase(file);" }])).toEqual(
      [],
    );
    expect(rules([{ path: "server/src/cli/operator.ts", source: sqlite }])).toEqual(["open-database"]);
    expect(
      rules([{ path: "server/src/cli/operator.ts", source: 'import postgres from "postgres";' }]),
    ).toEqual(["open-database"]);
    expect(rules([{ path: "server/src/services/a.ts", source: "const db = openDatabase(f);" }])).toEqual([
      "open-database",
    ]);
    expect(rules([{ path: "server/src/services/a.test.ts", source: sqlite }])).toEqual([]);
  });

  it("refuses an import running back up the server's layers", () => {
    const files = (path: string, target: string): SourceFile[] => [
      { path, source: `import { x } from "${target}";` },
      { path: "server/src/services/auth/auth-area.ts", source: "export const x = 1;" },
      { path: "server/src/trade/trade-rows.ts", source: "export const x = 1;" },
      { path: "server/src/accounts/teams/entitlements-port.ts", source: "export const x = 1;" },
      { path: "server/src/sql/sql-client.ts", source: "export const x = 1;" },
    ];
    expect(rules(files("server/src/trade/a.ts", "../services/auth/auth-area.ts"))).toEqual(["server-layer"]);
    expect(rules(files("server/src/stats/a.ts", "../services/auth/auth-area.ts"))).toEqual(["server-layer"]);
    expect(rules(files("server/src/config.ts", "./services/auth/auth-area.ts"))).toEqual(["server-layer"]);
    expect(rules(files("server/src/reference/a.ts", "../trade/trade-rows.ts"))).toEqual(["server-layer"]);
    expect(rules(files("server/src/sql/a.ts", "../accounts/teams/entitlements-port.ts"))).toEqual([
      "server-layer",
    ]);
    expect(rules(files("server/src/accounts/a.ts", "../trade/trade-rows.ts"))).toEqual(["server-layer"]);
    // Downward is fine: trade uses an accounts port, the services use trade, accounts use the SQL port.
    expect(rules(files("server/src/trade/a.ts", "../accounts/teams/entitlements-port.ts"))).toEqual([]);
    expect(rules(files("server/src/services/b.ts", "../trade/trade-rows.ts"))).toEqual([]);
    expect(rules(files("server/src/accounts/a.ts", "../sql/sql-client.ts"))).toEqual([]);
  });

  it("refuses a project import into core or contracts", () => {
    expect(rules([{ path: "core/src/a.ts", source: 'import { x } from "@portolan/contracts";' }])).toContain(
      "layer",
    );
  });

  it("refuses I/O libraries and node built-ins in the pure packages", () => {
    expect(rules([{ path: "core/src/a.ts", source: 'import React from "react";' }])).toEqual([
      "pure-external",
    ]);
    expect(rules([{ path: "contracts/src/a.ts", source: 'import { readFile } from "node:fs";' }])).toEqual([
      "pure-external",
    ]);
  });

  it("allows test libraries only in test files of the pure packages", () => {
    expect(rules([{ path: "core/src/a.ts", source: 'import fc from "fast-check";' }])).toEqual([
      "pure-external",
    ]);
    expect(rules([{ path: "core/src/a.test.ts", source: 'import fc from "fast-check";' }])).toEqual([]);
  });

  it("refuses ambient clock, randomness, DOM and network in pure code but not in comments", () => {
    for (const body of [
      "Date.now()",
      "new Date()",
      "Math.random()",
      "document.title",
      "fetch('/x')",
      "process.env",
    ]) {
      expect(rules([{ path: "core/src/a.ts", source: `export const v = () => ${body};` }])).toEqual([
        "pure-global",
      ]);
    }
    expect(
      rules([{ path: "core/src/a.ts", source: "// never call Date.now() here\nexport const v = 1;" }]),
    ).toEqual([]);
    expect(
      rules([{ path: "core/src/a.ts", source: "export const v = (d: number) => new Date(d);" }]),
    ).toEqual([]);
  });

  it("refuses any import of the UI's documents, of one document from the other, and of server from the UI", () => {
    expect(rules([{ path: "server/src/a.ts", source: 'import "@portolan/site";' }])).toEqual(["layer"]);
    expect(rules([{ path: "tests/src/a.ts", source: 'import "@portolan/app";' }])).toEqual(["layer"]);
    expect(rules([{ path: "ui/site/src/a.ts", source: 'import "@portolan/app";' }])).toEqual(["layer"]);
    expect(rules([{ path: "ui/app/src/a.ts", source: 'import "@portolan/site";' }])).toEqual(["layer"]);
    expect(rules([{ path: "ui/kit/src/a.ts", source: 'import "@portolan/site";' }])).toEqual(["layer"]);
    expect(rules([{ path: "ui/site/src/a.ts", source: 'import "@portolan/server";' }])).toEqual(["layer"]);
    expect(rules([{ path: "ui/app/src/a.ts", source: 'import "@portolan/nowhere";' }])).toEqual([
      "outside-packages",
    ]);
    expect(rules([{ path: "ui/app/vite.config.ts", source: 'import "../scripts/out-dirs.ts";' }])).toEqual(
      [],
    );
    expect(rules([{ path: "ui/app/src/a.ts", source: 'import "../../scripts/out-dirs.ts";' }])).toEqual([
      "outside-packages",
    ]);
    expect(rules([{ path: "server/src/a.ts", source: 'import "@portolan/adapters";' }])).toEqual(["layer"]);
  });

  it("takes the kit module by module, but none of its tests and no other package by path", () => {
    const field = { path: "ui/kit/src/forms/fields.tsx", source: "export const F = 1;" };
    const fieldTest = { path: "ui/kit/src/forms/fields.test.ts", source: "export {};" };
    expect(
      rules([
        field,
        { path: "ui/site/src/a.ts", source: 'import { F } from "@portolan/kit/forms/fields.tsx";' },
      ]),
    ).toEqual([]);
    expect(
      rules([fieldTest, { path: "ui/app/src/a.ts", source: 'import "@portolan/kit/forms/fields.test.ts";' }]),
    ).toEqual(["deep-import"]);
    expect(
      rules([{ path: "ui/app/src/a.ts", source: 'import "../../kit/src/forms/fields.tsx";' }, field]),
    ).toEqual(["deep-import"]);
    expect(
      rules([
        { path: "core/src/x.ts", source: "export const x = 1;" },
        { path: "ui/app/src/a.ts", source: 'import { x } from "@portolan/core/x.ts";' },
      ]),
    ).toEqual(["deep-import"]);
  });

  it("refuses deep imports across packages and imports of a package's own index", () => {
    const known = { path: "core/src/x.ts", source: "export const x = 1;" };
    expect(
      rules([known, { path: "server/src/a.ts", source: 'import { x } from "../../core/src/x.ts";' }]),
    ).toEqual(["deep-import"]);
    expect(
      rules([
        { path: "core/src/index.ts", source: 'export { x } from "./x.ts";' },
        known,
        { path: "core/src/y/y.ts", source: 'import { x } from "../index.ts";' },
      ]),
    ).toEqual(["own-index"]);
  });

  it("finds import cycles, including through re-exports and type imports", () => {
    expect(
      rules([
        { path: "core/src/a.ts", source: 'import type { B } from "./b.ts";' },
        { path: "core/src/b.ts", source: 'export * from "./c.ts";' },
        { path: "core/src/c.ts", source: 'import { a } from "./a.ts";' },
      ]),
    ).toEqual(["cycle"]);
  });

  it("finds self loops and leaves acyclic graphs alone", () => {
    expect(findCycles(new Map([["a", ["a"]]]))).toEqual([["a"]]);
    expect(
      findCycles(
        new Map([
          ["a", ["b"]],
          ["b", ["c"]],
          ["c", []],
        ]),
      ),
    ).toEqual([]);
  });
});
