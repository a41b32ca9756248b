/** What a long build reports as it goes: the step it is in, and pages parsed and rendered of the total. */
export interface Progress {
  step(name: string): void;
  /** The number of pages the build will parse or render (known once the sources are read). */
  total(what: Counted, n: number): void;
  /** `n` more pages done. */
  done(what: Counted, n?: number): void;
  /** Clears the progress line, so other output (diagnostics, the summary) starts on a clean line. */
  clear(): void;
  /** Stops drawing, for good. */
  stop(): void;
}

export type Counted = "parsed" | "rendered";

/** Live progress only where a person watches: a terminal, outside CI, and not asked to be quiet. */
export function wantsProgress(stream: NodeJS.WriteStream, env: NodeJS.ProcessEnv = process.env): boolean {
  return stream.isTTY === true && !env.CI && env.TERM !== "dumb";
}

export interface LiveProgressOptions {
  /** Nothing is drawn before this: short builds print exactly what they always printed. @default 2000 */
  delayMs?: number;
  /** @default 100 */
  intervalMs?: number;
}

/**
 * One line, redrawn in place (carriage return, erase line: no library needed for that), once the build has
 * run past `delayMs`. The timer is unref'd: it never keeps the process alive.
 */
export function liveProgress(stream: NodeJS.WriteStream, options: LiveProgressOptions = {}): Progress {
  const started = performance.now();
  const counts: Record<Counted, { done: number; total?: number }> = { parsed: { done: 0 }, rendered: { done: 0 } };
  let current = "";
  let drawn = false;
  let last = "";
  const draw = () => {
    if (performance.now() - started < (options.delayMs ?? 2000)) return;
    const part = (what: Counted) => {
      const { done, total } = counts[what];
      return total === undefined ? undefined : `${what} ${done.toLocaleString("en")}/${total.toLocaleString("en")}`;
    };
    const seconds = Math.round((performance.now() - started) / 1000);
    const line = [`${seconds} s`, current, part("parsed"), part("rendered")].filter(Boolean).join(" · ");
    // A pseudo-terminal may report 0 columns; one line too long would wrap and break the redraw.
    const text = `  … ${line}`.slice(0, Math.max(20, (stream.columns || 80) - 1));
    if (drawn && text === last) return;
    stream.write(`\r\x1b[2K${text}`);
    last = text;
    drawn = true;
  };
  const timer = setInterval(draw, options.intervalMs ?? 100);
  timer.unref();
  const clear = () => {
    if (drawn) stream.write("\r\x1b[2K");
    drawn = false;
  };
  return {
    step(name) {
      current = name;
    },
    total(what, n) {
      counts[what].total = n;
    },
    done(what, n = 1) {
      counts[what].done += n;
    },
    clear,
    stop() {
      clearInterval(timer);
      clear();
    },
  };
}
