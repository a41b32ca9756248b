/**
 * The route-change progress bar (behaviours §4, nprogress settings): starts only if the route is still
 * loading after 200 ms; minimum 0.08, speed 200 ms, trickle 0.02 every 800 ms, no spinner.
 */
export const PROGRESS = { delay: 200, minimum: 0.08, speed: 200, trickleRate: 0.02, trickleSpeed: 800 } as const;

let status: number | undefined;
let bar: HTMLElement | undefined;
let trickleTimer: ReturnType<typeof setInterval> | undefined;
let startTimer: ReturnType<typeof setTimeout> | undefined;

function render(n: number) {
  if (!bar) {
    const root = document.createElement("div");
    root.id = "nprogress";
    root.innerHTML = '<div class="bar" role="bar"><div class="peg"></div></div>';
    document.body.append(root);
    document.documentElement.classList.add("nprogress-busy");
    bar = root.querySelector<HTMLElement>(".bar") ?? undefined;
  }
  if (bar) {
    bar.style.transition = `all ${PROGRESS.speed}ms ease`;
    bar.style.transform = `translate3d(${(n - 1) * 100}%,0,0)`;
  }
}

function set(n: number) {
  status = Math.min(Math.max(n, PROGRESS.minimum), 1);
  render(status);
}

/** Schedules the bar for a navigation; it appears only if `done` is not called within the delay. */
export function startProgress() {
  cancelProgress();
  startTimer = setTimeout(() => {
    startTimer = undefined;
    set(0);
    trickleTimer = setInterval(() => {
      if (status !== undefined && status < 0.994) set(Math.min(status + Math.random() * PROGRESS.trickleRate, 0.994));
    }, PROGRESS.trickleSpeed);
  }, PROGRESS.delay);
}

/** Finishes the bar (no-op if it never started): jump, fill, fade, remove. */
export function doneProgress() {
  clearTimeout(startTimer);
  startTimer = undefined;
  clearInterval(trickleTimer);
  if (status === undefined) return;
  set(status + 0.3 + Math.random() * 0.5);
  set(1);
  const root = bar?.parentElement;
  status = undefined;
  bar = undefined;
  setTimeout(() => {
    if (root) {
      root.style.transition = `opacity ${PROGRESS.speed}ms linear`;
      root.style.opacity = "0";
    }
    setTimeout(() => {
      root?.remove();
      if (!document.getElementById("nprogress")) document.documentElement.classList.remove("nprogress-busy");
    }, PROGRESS.speed);
  }, PROGRESS.speed);
}

function cancelProgress() {
  clearTimeout(startTimer);
  startTimer = undefined;
}
