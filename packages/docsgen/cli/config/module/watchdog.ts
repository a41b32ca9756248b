import { isMainThread, Worker } from "node:worker_threads";

/**
 * The thread that stops a busy loop in what a config function awaits. `vm`'s time limit covers only code run
 * synchronously under it; after the function's first `await`, its code runs as a job of this thread's
 * microtask queue, where a `while (true) {}` would keep the time limit's own timer from ever firing. This
 * thread asks V8, through the inspector, to end the running script (`Runtime.terminateExecution`): that ends
 * the job, and the event loop goes on, the timer fires, and the load reports the time limit.
 */
const WATCHDOG_CODE = `
const { Session } = require("node:inspector");
const { parentPort, workerData } = require("node:worker_threads");
const armed = new Int32Array(workerData);
parentPort.on("message", ({ generation, ms }) => {
  // Only when the wait it was armed for is still on: the main thread clears it the moment the wait ends.
  // Connected only then, and for that one call: a process with a session open waits for it at exit.
  setTimeout(() => {
    if (Atomics.load(armed, 0) !== generation) return;
    const session = new Session();
    session.connectToMainThread();
    session.post("Runtime.terminateExecution", () => session.disconnect());
  }, ms);
});
`;

/** The watchdog thread, and the generation of the wait it is armed for (0: none). */
let watchdog: { worker: Worker; armed: Int32Array } | undefined;
let generation = 0;

/**
 * Awaits `promise`, at most `timeoutMs`: TIMED_OUT past it, even when the code it waits on loops without end.
 * The watchdog thread starts at the first call (only sites with an async config function pay for it, once
 * per process) and never keeps the process alive. Only the main thread has one: the inspector reaches it
 * alone, and worker threads load configs the main thread already loaded.
 */
export async function awaitWithin<T>(promise: Promise<T>, timeoutMs: number): Promise<T | typeof TIMED_OUT> {
  if (isMainThread) watchdog ??= startWatchdog();
  const dog = watchdog;
  const mine = ++generation;
  let timer: NodeJS.Timeout | undefined;
  const end = () => {
    clearTimeout(timer);
    if (dog) Atomics.compareExchange(dog.armed, 0, mine, 0);
  };
  if (dog) {
    Atomics.store(dog.armed, 0, mine);
    // Well after the timer below, which wins whenever this thread is free to run it.
    dog.worker.postMessage({ generation: mine, ms: timeoutMs + Math.max(1_000, timeoutMs / 10) });
  }
  try {
    return await Promise.race([
      promise,
      new Promise<typeof TIMED_OUT>((done) => {
        timer = setTimeout(() => {
          end();
          done(TIMED_OUT);
        }, timeoutMs);
      }),
    ]);
  } finally {
    end();
  }
}
export const TIMED_OUT = Symbol("timed out");

function startWatchdog(): { worker: Worker; armed: Int32Array } {
  const buffer = new SharedArrayBuffer(4);
  const worker = new Worker(WATCHDOG_CODE, { eval: true, stdout: false, stderr: false, workerData: buffer });
  worker.unref();
  worker.on("error", () => {
    watchdog = undefined;
  });
  return { worker, armed: new Int32Array(buffer) };
}
