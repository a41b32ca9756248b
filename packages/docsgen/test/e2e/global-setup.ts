import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { docsgen, SCW } from "../helpers/cli.ts";
import { type Running, startDocsgenServe, startNginx } from "../helpers/servers.ts";

declare module "vitest" {
  export interface ProvidedContext {
    outDir: string;
    servers: { name: string; origin: string }[];
  }
}

/** Builds the real site once and starts both real servers on it: docsgen serve and nginx. */
export default async function setup(project: TestProject) {
  const outDir = mkdtempSync(join(tmpdir(), "docsgen-e2e-"));
  const r = docsgen(["build", SCW, "--out-dir", outDir, "-q"]);
  if (r.code !== 0) throw new Error(`site build failed:\n${r.stderr}`);
  const running: Running[] = [];
  const serve = await startDocsgenServe(outDir);
  running.push(serve);
  const nginx = await startNginx(outDir);
  running.push(nginx);
  project.provide("outDir", outDir);
  project.provide("servers", [
    { name: "docsgen serve", origin: serve.origin },
    { name: "nginx", origin: nginx.origin },
  ]);
  return async () => {
    await Promise.all(running.map((s) => s.stop()));
    rmSync(outDir, { recursive: true, force: true });
  };
}
