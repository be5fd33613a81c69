// A real PostgreSQL for the tests and the local cluster script: Debian's server binaries, a fresh
// cluster in a temporary folder on a free loopback port, gone when stopped. initdb refuses to run
// as root, so as root the cluster belongs to the `postgres` user Debian's package creates.

import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import postgres from "postgres";
import { freePort } from "./free-port.ts";

export interface PostgresCluster {
  /** postgres://… of the cluster's `postgres` database (for creating others). */
  readonly url: string;
  readonly stop: () => Promise<void>;
}

/** Where Debian puts initdb and pg_ctl (not on PATH): the newest /usr/lib/postgresql/N/bin. */
export const postgresBinDir = (): string | undefined => {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => existsSync(join(root, v, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] === undefined ? undefined : join(root, versions[0], "bin");
};

export interface ClusterOptions {
  /**
   * Keep PostgreSQL's durable defaults (fsync, synchronous commit) as production has them, for a
   * benchmark; tests leave them off (a killed provider's commits are still the server's).
   */
  readonly durable?: boolean;
}

export const startPostgresCluster = async (options: ClusterOptions = {}): Promise<PostgresCluster> => {
  const bin = postgresBinDir();
  if (bin === undefined) {
    throw new Error(
      "PostgreSQL's server is not installed: run `bash scripts/test.sh` (it installs it with apt)",
    );
  }
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), "portolan-pg-"));
  const owner = asRoot ? Number(execFileSync("id", ["-u", "postgres"]).toString().trim()) : undefined;
  if (owner !== undefined) chownSync(dir, owner, owner);
  const as = (command: string, args: string[]) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", join(bin, command), ...args], { stdio: "pipe" })
      : execFileSync(join(bin, command), args, { stdio: "pipe" });
  const data = join(dir, "data");
  as("initdb", ["-D", data, "-A", "trust", "-U", "portolan", "-E", "UTF8", "--no-locale", "--no-sync"]);
  const port = await freePort();
  // A test cluster need not survive a power cut; a killed provider's writes still survive (the
  // server, not the provider, holds them).
  const fast = options.durable ? "" : " -c fsync=off -c synchronous_commit=off -c full_page_writes=off";
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=400${fast}`;
  as("pg_ctl", ["-D", data, "-l", join(dir, "log"), "-o", settings, "-w", "start"]);
  return {
    url: `postgres://portolan@127.0.0.1:${port}/postgres`,
    stop: async () => {
      try {
        as("pg_ctl", ["-D", data, "-m", "immediate", "-w", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
};

let counter = 0;

/** A new, empty database on the cluster at `clusterUrl`; returns its URL. */
export const createPostgresDatabase = async (clusterUrl: string): Promise<string> => {
  counter += 1;
  const name = `portolan_${process.pid}_${counter}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = postgres(clusterUrl, { max: 1, onnotice: () => undefined });
  try {
    await admin.unsafe(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  const url = new URL(clusterUrl);
  url.pathname = `/${name}`;
  return url.toString();
};
