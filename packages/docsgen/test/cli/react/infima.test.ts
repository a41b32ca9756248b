import { describe, expect, it } from "vitest";
import { InfimaPicker } from "../../../cli/react/infima.ts";

// Issue 34, part 4: a React page's Infima classes that docsgen's stylesheet does not style come from the infima
// package, only the rules used, with the variables they need.

const picker = new InfimaPicker();
const page = (inner: string) =>
  `<nav class="navbar navbar--fixed-top"></nav><div id="x" class="main-wrapper">${inner}</div><footer class="theme-layout-footer footer footer--dark"></footer>`;

describe("InfimaPicker", () => {
  it("gives the rules of the classes a page uses, and the --ifm variables they need (light and dark)", () => {
    const css = picker.pick(
      page('<div class="card"><div class="card__header"><span class="badge badge--success">ok</span></div></div>'),
    );
    expect(css).toMatch(/^\.card\{/m);
    expect(css).toMatch(/^\.card__header\{/m);
    expect(css).toMatch(/^\.badge--success\{/m);
    expect(css).toContain("--ifm-color-success:#00a400");
    expect(css).toMatch(/^:root\{.*--ifm-card-border-radius:/m);
    expect(css).not.toContain(".alert");
    expect(css).not.toContain(".pagination");
  });

  it("leaves what docsgen styles itself: its own classes, and the shell around the page", () => {
    expect(
      picker.pick(
        page('<header class="hero hero--primary"><a class="button button--secondary button--lg">Go</a></header>'),
      ),
    ).toBe("");
    // navbar--fixed-top and footer--dark are Infima classes, but of docsgen's shell: not the page's.
    expect(picker.pick(page("<p>text</p>"))).toBe("");
    // docsgen's own variables keep docsgen's values.
    expect(picker.pick(page('<span class="badge badge--primary">x</span>'))).not.toMatch(/--ifm-color-primary:/);
  });

  it("adds nothing to docsgen's admonitions, which then look as on a page without components (issue 48, point 5)", () => {
    const admonition =
      '<div class="theme-admonition theme-admonition-tip admonition alert alert--success"><div class="admonitionHeading">Tip</div><div class="admonitionContent"><p><a href="#x">x</a></p></div></div>';
    expect(picker.pick(page(admonition))).toBe("");
    // An alert colour docsgen has none of takes Infima's, through the variables docsgen's .alert reads.
    const primary = picker.pick(page('<div class="alert alert--primary">x</div>'));
    expect(primary).toMatch(
      /^\.alert--primary\{--ifm-alert-background-color: var\( ?--ifm-color-primary-contrast-background ?\)/m,
    );
    expect(primary).toMatch(/^:root\{.*--ifm-color-primary-contrast-background:/m);
    expect(primary).not.toMatch(/^\.alert\{/m);
  });

  it("sizes columns docsgen's grid lacks the way docsgen's grid does", () => {
    const css = picker.pick(
      page('<div class="row"><div class="col col--4"></div><div class="col col--6"></div></div>'),
    );
    expect(css).toBe(
      ".col--4{flex:0 0 33.33%;max-width:33.33%}@media (max-width:996px){.col--4{flex:0 0 100%;max-width:100%}}",
    );
  });
});
