import { existsSync } from "node:fs";
import { type Browser, chromium } from "playwright-core";

/** Debian's Chromium, driven by playwright-core (no browser download exists here). */
export function launchChromium(): Promise<Browser> {
  const executablePath = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => existsSync(p));
  if (!executablePath) throw new Error("chromium is not installed (apt-get install chromium); .ci/run installs it");
  return chromium.launch({
    executablePath,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
}
