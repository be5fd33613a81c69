// A Node script started as a child process that prints "READY <url>" once it listens (the hello-world
// ceiling); killed with SIGTERM when the benchmark is done.

import { spawn } from "node:child_process";

export interface Started {
  readonly url: string;
  readonly stop: () => Promise<void>;
}

export const startScript = (script: string, env: Record<string, string> = {}): Promise<Started> =>
  new Promise((resolveStarted, reject) => {
    const child = spawn(process.execPath, [script], {
      env: { ...process.env, ...env },
      stdio: ["ignore", "pipe", "inherit"],
    });
    let output = "";
    const timer = setTimeout(() => reject(new Error(`${script} did not start: ${output}`)), 30_000);
    child.once("exit", (code) => reject(new Error(`${script} exited with ${code}: ${output}`)));
    child.stdout?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const url = /READY (\S+)/.exec(output)?.[1];
      if (url === undefined) return;
      clearTimeout(timer);
      resolveStarted({
        url,
        stop: () =>
          new Promise((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once("exit", () => done());
            child.kill("SIGTERM");
          }),
      });
    });
  });
