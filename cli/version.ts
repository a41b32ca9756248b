import { readFileSync } from "node:fs";

function readVersion(): string {
  // Walk up from the (possibly bundled) module to the package.json of docsgen.
  let url = new URL(".", import.meta.url);
  for (let i = 0; i < 8; i++) {
    try {
      const pkg = JSON.parse(readFileSync(new URL("package.json", url), "utf8")) as { name?: string; version?: string };
      if (pkg.name === "docsgen" && pkg.version) return pkg.version;
    } catch {
      // not here; keep walking
    }
    url = new URL("..", url);
  }
  return "0.0.0";
}

export const VERSION = readVersion();
