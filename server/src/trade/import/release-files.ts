// Which files of the given folders make which release (issue 14 §1): an AMS release is the files
// sharing a time stamp, one per table; a declaration file is a release of its own. Folders are read
// through, files may be plain or gzip; anything else is reported, never silently passed over.

import { readdirSync, statSync } from "node:fs";
import { basename, join } from "node:path";
import { type AmsTable, parseAmsFileName, parseDeclarationFileName } from "@portolan/core";

export type Release =
  | {
      readonly kind: "ams";
      readonly id: string;
      readonly stamp: string;
      readonly files: readonly { readonly table: AmsTable; readonly path: string; readonly gzip: boolean }[];
    }
  | {
      readonly kind: "declarations";
      readonly id: string;
      readonly stamp: string;
      readonly dataset: string;
      readonly path: string;
      readonly gzip: boolean;
    };

export interface ReleaseScan {
  readonly releases: readonly Release[];
  /** Files that are no release file, and paths that do not exist. */
  readonly ignored: readonly {
    readonly path: string;
    readonly reason: "import.file.unknownName" | "import.file.missing";
  }[];
}

const filesUnder = (path: string, out: string[]): void => {
  const stat = statSync(path);
  if (stat.isDirectory()) {
    for (const entry of readdirSync(path).sort()) filesUnder(join(path, entry), out);
  } else if (stat.isFile()) out.push(path);
};

export const scanReleases = (paths: readonly string[]): ReleaseScan => {
  const files: string[] = [];
  const ignored: { path: string; reason: "import.file.unknownName" | "import.file.missing" }[] = [];
  for (const path of paths) {
    try {
      filesUnder(path, files);
    } catch {
      ignored.push({ path, reason: "import.file.missing" });
    }
  }
  const ams = new Map<string, { table: AmsTable; path: string; gzip: boolean }[]>();
  const releases: Release[] = [];
  for (const path of files) {
    const name = basename(path);
    const a = parseAmsFileName(name);
    if (a !== undefined) {
      ams.set(a.release, [...(ams.get(a.release) ?? []), { table: a.table, path, gzip: a.gzip }]);
      continue;
    }
    const d = parseDeclarationFileName(name);
    if (d !== undefined) {
      releases.push({
        kind: "declarations",
        id: `decl:${d.dataset}:${d.release}`,
        stamp: d.release,
        dataset: d.dataset,
        path,
        gzip: d.gzip,
      });
      continue;
    }
    if (!name.startsWith(".")) ignored.push({ path, reason: "import.file.unknownName" });
  }
  for (const [stamp, list] of ams) releases.push({ kind: "ams", id: `ams:${stamp}`, stamp, files: list });
  // Oldest first, so a later release's amendment is loaded after the bill it amends.
  releases.sort((a, b) => (a.stamp < b.stamp ? -1 : a.stamp > b.stamp ? 1 : a.id < b.id ? -1 : 1));
  return { releases, ignored };
};
