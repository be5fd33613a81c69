import { mkdtempSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  localUrlOf,
  readServingFile,
  removeServingFile,
  servingFileOf,
  writeServingFile,
} from "./serving-file.ts";

const serving = { url: "http://127.0.0.1:8080", token: "secret-a", pid: 42, startedAt: 1 };

describe("the serving file", () => {
  it("is written readable by its owner only, whole, and read back", () => {
    const dir = mkdtempSync(join(tmpdir(), "serving-file-"));
    writeServingFile(dir, serving);
    expect(statSync(servingFileOf(dir)).mode & 0o777).toBe(0o600);
    // No partial file is left beside it.
    expect(readdirSync(dir)).toEqual(["serving.json"]);
    expect(readServingFile(dir)).toEqual(serving);
  });

  it("is absent, or unreadable when it is not a provider's", () => {
    const dir = mkdtempSync(join(tmpdir(), "serving-file-"));
    expect(readServingFile(dir)).toBeUndefined();
    writeFileSync(servingFileOf(dir), "{not json");
    expect(readServingFile(dir)).toBe("unreadable");
    writeFileSync(servingFileOf(dir), JSON.stringify({ ...serving, url: "file:///etc/passwd" }));
    expect(readServingFile(dir)).toBe("unreadable");
  });

  it("is removed only by the holder of its token", () => {
    const dir = mkdtempSync(join(tmpdir(), "serving-file-"));
    writeServingFile(dir, serving);
    // A provider started since on the same folder wrote its own: the first one's stop leaves it.
    writeServingFile(dir, { ...serving, token: "secret-b", pid: 43 });
    expect(removeServingFile(dir, "secret-a")).toBe(false);
    expect(readServingFile(dir)).toMatchObject({ token: "secret-b" });
    expect(removeServingFile(dir, "secret-b")).toBe(true);
    expect(readServingFile(dir)).toBeUndefined();
    expect(removeServingFile(dir, "secret-b")).toBe(false);
  });

  it("names an address this machine reaches", () => {
    expect(localUrlOf("127.0.0.1", 8080)).toBe("http://127.0.0.1:8080");
    expect(localUrlOf("0.0.0.0", 80)).toBe("http://127.0.0.1:80");
    expect(localUrlOf("::", 80)).toBe("http://[::1]:80");
    expect(localUrlOf("::1", 81)).toBe("http://[::1]:81");
    expect(localUrlOf("10.0.0.5", 82)).toBe("http://10.0.0.5:82");
  });
});
