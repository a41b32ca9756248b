import { spawn } from "node:child_process";

/*
 * `docsgen build` and `docsgen serve` run in a child of this process, which only watches it: site code that
 * allocates without bound while it renders ends the child with V8's "JavaScript heap out of memory" (an
 * abort), where no JavaScript can report it. The child writes on fd 3, before it runs site code on the
 * server, the report naming the file (cli/config/module/supervised.ts); when it dies of an abort in it, this
 * process prints that report and exits 1. Otherwise it ends as the child did: same exit code, same signal.
 */

const FAILED = "docsgen: build failed; the previous output was left untouched";

/** Runs `bin` with `args` in a child and ends this process as the child ends. */
export function supervise(bin, args) {
  const child = spawn(process.execPath, [...process.execArgv, bin, ...args], {
    stdio: ["inherit", "inherit", "inherit", "pipe"],
    env: { ...process.env, DOCSGEN_SUPERVISED: "1" },
  });
  // The last complete line: a report (JSON text) while site code runs, "" once it is done.
  let last = "";
  let partial = "";
  child.stdio[3].setEncoding("utf8").on("data", (chunk) => {
    const lines = (partial + chunk).split("\n");
    partial = lines.pop() ?? "";
    if (lines.length > 0) last = lines[lines.length - 1];
  });
  // Ctrl-C reaches the whole process group; `kill <pid>` only this process: the child hears it either way,
  // and this process ends when the child has.
  const forward = (signal) => child.kill(signal);
  for (const signal of ["SIGINT", "SIGTERM", "SIGHUP"]) process.on(signal, forward);
  // "close": the child has ended and its pipe has been read to the end.
  child.on("close", (code, signal) => {
    if (signal === "SIGABRT" && last !== "") {
      process.stderr.write(`${JSON.parse(last)}\n${FAILED}\n`);
      process.exit(1);
    }
    if (signal) {
      for (const s of ["SIGINT", "SIGTERM", "SIGHUP"]) process.removeListener(s, forward);
      process.kill(process.pid, signal);
      return;
    }
    process.exit(code ?? 1);
  });
}
