// Child processes of the bench: measured runs (wall, CPU, memory of the whole tree) and `docsgen serve`.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync } from "node:fs";
import { get } from "node:http";
import { createServer } from "node:net";
import { join } from "node:path";
import { DOCSGEN, HAS_TIME, POLL_MS, ROOT, TIME } from "./settings.ts";

/** Every child still running, so an interrupted bench can stop them. */
export const children = new Set<ChildProcess>();
export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** Progress goes to stderr; the report to stdout. */
export function log(message: string) {
  process.stderr.write(`${message}\n`);
}

/** ppid of every process, from /proc/<pid>/stat (field 4; the command name may contain spaces). */
function processTable(): Map<number, number[]> {
  const byParent = new Map<number, number[]>();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const list = byParent.get(ppid) ?? [];
      list.push(Number(name));
      byParent.set(ppid, list);
    } catch {
      // exited meanwhile
    }
  }
  return byParent;
}

function descendants(pid: number, includeSelf: boolean): number[] {
  const table = processTable();
  const out: number[] = includeSelf ? [pid] : [];
  const queue = [pid];
  while (queue.length) {
    for (const child of table.get(queue.shift()!) ?? []) {
      out.push(child);
      queue.push(child);
    }
  }
  return out;
}

function statusKb(pid: number): { rss: number; hwm: number } | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/status`, "utf8");
    const rss = /VmRSS:\s+(\d+)/.exec(text);
    const hwm = /VmHWM:\s+(\d+)/.exec(text);
    if (!rss || !hwm) return undefined;
    return { rss: Number(rss[1]), hwm: Number(hwm[1]) };
  } catch {
    return undefined;
  }
}

export interface MeasuredRun {
  wallMs: number;
  exitCode: number | null;
  stdout: string;
  stderr: string;
  /** Largest single process of the tree (GNU time's ru_maxrss of the waited child), KiB. */
  timeMaxRssKb?: number;
  /** User + system CPU seconds of the tree (GNU time; children that were waited for included). */
  cpuSeconds?: number;
  /** Highest sum of VmRSS over the tree seen by the 50 ms poller, KiB. */
  treePeakKb: number;
  /** Sum over the processes of the last VmHWM seen for each (an upper bound of the tree peak), KiB. */
  treeHwmSumKb: number;
  samples: number;
}

/** What to run: `command args…` in the package root, with extra environment variables. */
export interface RunSpec {
  command: string;
  args: string[];
  /** Where GNU time writes its report. */
  tmp: string;
  env?: Record<string, string>;
}

/**
 * Spawns the command (under `/usr/bin/time -v` when present), polling the tree's memory every 50 ms. First,
 * unmeasured, the kernel writes out what earlier runs left in memory (`sync`): folders are set aside, not
 * deleted (set-aside.ts), so their writes would otherwise be flushed during the next runs, taking CPU and
 * disk from them. A build on a fresh machine starts with nothing to write back.
 */
export async function runMeasured(spec: RunSpec): Promise<MeasuredRun> {
  spawnSync("sync", { stdio: "ignore" });
  const timeFile = join(spec.tmp, `time-${process.pid}.txt`);
  const command = HAS_TIME ? TIME : spec.command;
  const argv = HAS_TIME ? ["-v", "-o", timeFile, spec.command, ...spec.args] : spec.args;
  const start = performance.now();
  const env = spec.env ? { ...process.env, ...spec.env } : process.env;
  const child = spawn(command, argv, { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"], env });
  children.add(child);
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (d: Buffer) => {
    stdout += d.toString();
  });
  child.stderr?.on("data", (d: Buffer) => {
    stderr += d.toString();
  });
  let treePeakKb = 0;
  let samples = 0;
  const hwm = new Map<number, number>();
  const poll = () => {
    if (child.pid === undefined) return;
    let sum = 0;
    for (const pid of descendants(child.pid, !HAS_TIME)) {
      const s = statusKb(pid);
      if (!s) continue;
      sum += s.rss;
      hwm.set(pid, Math.max(hwm.get(pid) ?? 0, s.hwm));
    }
    samples++;
    treePeakKb = Math.max(treePeakKb, sum);
  };
  const timer = setInterval(poll, POLL_MS);
  const exitCode = await new Promise<number | null>((res) => child.on("close", (code) => res(code)));
  const wallMs = performance.now() - start;
  clearInterval(timer);
  children.delete(child);
  let timeMaxRssKb: number | undefined;
  let cpuSeconds: number | undefined;
  if (HAS_TIME) {
    try {
      const text = readFileSync(timeFile, "utf8");
      const m = /Maximum resident set size \(kbytes\): (\d+)/.exec(text);
      if (m) timeMaxRssKb = Number(m[1]);
      const user = /User time \(seconds\): ([\d.]+)/.exec(text);
      const system = /System time \(seconds\): ([\d.]+)/.exec(text);
      if (user && system) cpuSeconds = Number(user[1]) + Number(system[1]);
      rmSync(timeFile, { force: true });
    } catch {
      // time could not write its report
    }
  }
  const treeHwmSumKb = [...hwm.values()].reduce((a, b) => a + b, 0);
  return { wallMs, exitCode, stdout, stderr, timeMaxRssKb, cpuSeconds, treePeakKb, treeHwmSumKb, samples };
}

export function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const srv = createServer();
    srv.once("error", rej);
    srv.listen(0, "127.0.0.1", () => {
      const address = srv.address();
      const port = typeof address === "object" && address ? address.port : 0;
      srv.close(() => res(port));
    });
  });
}

/** Starts `docsgen serve …` and resolves once `url` answers 200. */
export async function startServe(
  args: string[],
  url: string,
  timeoutMs: number,
): Promise<{ child: ChildProcess; output: string[]; readyMs: number }> {
  const start = performance.now();
  const child = spawn(process.execPath, [DOCSGEN, "serve", ...args], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.add(child);
  const output: string[] = [];
  const collect = (d: Buffer) => {
    for (const line of d.toString().split("\n")) if (line.trim()) output.push(line);
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  let exited = false;
  child.on("exit", () => {
    exited = true;
  });
  while (performance.now() - start < timeoutMs) {
    if (exited) throw new Error(`docsgen serve exited early:\n${output.join("\n")}`);
    const status = await new Promise<number>((res) => {
      const req = get(url, { agent: false }, (r) => {
        r.resume();
        res(r.statusCode ?? 0);
      });
      req.on("error", () => res(0));
      req.setTimeout(1000, () => req.destroy());
    });
    if (status === 200) return { child, output, readyMs: performance.now() - start };
    await sleep(100);
  }
  await stopChild(child);
  throw new Error(`docsgen serve not ready after ${timeoutMs} ms:\n${output.join("\n")}`);
}

export async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) {
    children.delete(child);
    return;
  }
  const closed = new Promise<void>((res) => child.once("exit", () => res()));
  child.kill("SIGTERM");
  const timeout = sleep(5000).then(() => "timeout" as const);
  if ((await Promise.race([closed, timeout])) === "timeout") {
    child.kill("SIGKILL");
    await closed;
  }
  children.delete(child);
}
