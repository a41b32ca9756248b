import mermaid from "mermaid";
import { MDX_ROOT_ATTRIBUTE } from "../../shared/content-elements.ts";
import { MERMAID_CONTAINER_CLASS } from "../../shared/mermaid.ts";

/**
 * The diagrams chunk: Mermaid, and what draws a page's diagrams with it, as `@docusaurus/theme-mermaid` does:
 * `mermaid.initialize({ startOnLoad: false, ...options, theme })` with the theme of the colour mode, then
 * `mermaid.render` of each diagram's source into its container; again with the other theme when the colour
 * mode changes. Loaded only by pages that have a diagram (enhance.ts).
 */

/** `themeConfig.mermaid`, resolved (config/freeze.ts), inlined at bundling as a JSON string. */
declare const DOCSGEN_MERMAID_SETTINGS: string;
const settings = JSON.parse(DOCSGEN_MERMAID_SETTINGS) as {
  theme: { light: string; dark: string };
  options: Record<string, unknown>;
};

/** Each container's source, read from its `<pre>` the first time (the SVG replaces it). */
const sources = new WeakMap<HTMLElement, string>();
let count = 0;
// Mermaid is one mutable singleton (its config is global): diagrams are drawn one after another.
let queue: Promise<void> = Promise.resolve();

const colorMode = (): "light" | "dark" =>
  document.documentElement.getAttribute("data-theme") === "dark" ? "dark" : "light";

/** Draws the diagrams of `scope` not drawn yet (the page's, after hydration or a client-side navigation). */
export function drawDiagrams(scope: ParentNode): Promise<void> {
  const fresh: HTMLElement[] = [];
  for (const container of scope.querySelectorAll<HTMLElement>(`.${MERMAID_CONTAINER_CLASS}`)) {
    if (sources.has(container)) continue;
    // Content the site's components render is hydrated by its page's own script (client/mdx-page.tsx), which
    // marks it `data-hydrated` once done: its diagrams are drawn then, not under React's hydration.
    const root = container.closest<HTMLElement>(`[${MDX_ROOT_ATTRIBUTE}]`);
    if (root && !root.hasAttribute("data-hydrated")) {
      whenHydrated(root);
      continue;
    }
    sources.set(container, container.querySelector("pre")?.textContent ?? "");
    fresh.push(container);
  }
  return draw(fresh);
}

const waiting = new WeakSet<HTMLElement>();
function whenHydrated(root: HTMLElement): void {
  if (waiting.has(root)) return;
  waiting.add(root);
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute("data-hydrated")) return;
    observer.disconnect();
    void drawDiagrams(root);
  });
  observer.observe(root, { attributeFilter: ["data-hydrated"] });
}

function draw(containers: HTMLElement[]): Promise<void> {
  if (containers.length === 0) return queue;
  queue = queue
    .then(async () => {
      const theme = settings.theme[colorMode()];
      mermaid.initialize({ startOnLoad: false, ...settings.options, theme } as Parameters<
        typeof mermaid.initialize
      >[0]);
      for (const container of containers) {
        if (container.isConnected) await drawOne(container, theme);
      }
    })
    // A failure (options Mermaid refuses) must not stop the diagrams drawn later.
    .catch((error: unknown) => console.error("docsgen: Mermaid failed", error));
  return queue;
}

async function drawOne(container: HTMLElement, theme: string): Promise<void> {
  // A new id each time: Mermaid keeps state by id.
  const id = `mermaid-svg-${++count}`;
  try {
    const { svg, bindFunctions } = await mermaid.render(id, sources.get(container) ?? "");
    container.innerHTML = svg;
    container.setAttribute("data-mermaid-theme", theme);
    bindFunctions?.(container);
  } catch (error) {
    // Mermaid leaves its own error drawing in the body (`#d<id>`); the source stays, with the message above it.
    document.getElementById(`d${id}`)?.remove();
    container.querySelector(":scope > [role=alert]")?.remove();
    const alert = document.createElement("div");
    alert.className = "alert alert--danger";
    alert.setAttribute("role", "alert");
    alert.textContent = `Mermaid: ${error instanceof Error ? error.message : String(error)}`;
    container.prepend(alert);
  }
}

// The colour mode changed (the navbar's switch, or the system's with respectPrefersColorScheme): redraw.
new MutationObserver(() => {
  const theme = settings.theme[colorMode()];
  const stale = [...document.querySelectorAll<HTMLElement>(`.${MERMAID_CONTAINER_CLASS}`)].filter(
    (c) => sources.has(c) && c.getAttribute("data-mermaid-theme") !== theme,
  );
  if (stale.length > 0) void draw(stale);
}).observe(document.documentElement, { attributeFilter: ["data-theme"] });

// Docusaurus's container rules (theme-mermaid's styles.module.css), added by the chunk so that sites without
// diagrams keep their stylesheet byte for byte. A constructed sheet (Safari 16.4 and later): no style element.
if ("adoptedStyleSheets" in document) {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(`.${MERMAID_CONTAINER_CLASS},.${MERMAID_CONTAINER_CLASS}>svg{max-width:100%}`);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}
