import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { PACKAGE_ROOT } from "../../cli/version.ts";

/*
 * The Infima bridge (templates/infima-bridge.css, bundled only with a site's customCss) repeats some of the
 * theme's dark values under Infima's selector: they must stay docsgen's (styles.css).
 */

const read = (name: string) => readFileSync(join(PACKAGE_ROOT, "templates", name), "utf8");

/** The custom properties of the first rule with exactly this selector. */
function declarations(css: string, selector: string): Map<string, string> {
  const start = css.indexOf(`\n${selector} {`);
  expect(start, selector).toBeGreaterThanOrEqual(0);
  const body = css.slice(css.indexOf("{", start) + 1, css.indexOf("}", start));
  return new Map(
    [...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value.replace(/\s+/g, " ").trim()]),
  );
}

describe("the Infima bridge", () => {
  it("repeats docsgen's dark values under html[data-theme=dark], each as the theme has it", () => {
    const theme = declarations(read("styles.css"), '[data-theme="dark"]');
    const bridge = declarations(read("infima-bridge.css"), 'html[data-theme="dark"]');
    expect(bridge.size).toBeGreaterThan(0);
    for (const [name, value] of bridge) expect(`${name}: ${value}`).toBe(`${name}: ${theme.get(name)}`);
  });

  it("holds no rule of the grid, which would undo the theme's spacing utilities after it (issue 48, point 5)", () => {
    const selectors = [
      ...read("infima-bridge.css")
        .replace(/\/\*[\s\S]*?\*\//g, "")
        .matchAll(/([^{}]+)\{/g),
    ];
    for (const [, list] of selectors) expect(list).not.toMatch(/\.(container|row|col)\b/);
  });
});
