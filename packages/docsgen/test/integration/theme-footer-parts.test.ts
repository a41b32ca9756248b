import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";
import { copyFixture } from "../helpers/cli.ts";

// Issue 50, point 2: a site that swizzles parts of the footer and not the footer (fixture: docusaurus-footer-parts,
// a Footer/Layout wrapping @theme-original/Footer/Layout with a banner, an ejected Footer/Copyright). docsgen's
// footer is made of those parts, as Docusaurus's is: every page's footer is docsgen's with the site's parts in it.

let site: string;
let output: string;
const html = (rel: string) => readFileSync(join(site, "build", rel), "utf8");
const BANNER =
  '<div class="quay-banner"><button type="button" class="quay-call">Called <!-- -->0<!-- --> times</button></div>';
const COLUMN =
  '<div class="row footer__links"><div class="col footer__col"><div class="footer__title">Docs</div><ul class="footer__items clean-list"><li class="footer__item"><a class="footer__link-item" href="/docs/intro">Introduction</a></li></ul></div></div>';
const COPYRIGHT = '<div class="footer__copyright quay-copyright">© <!-- -->Quay harbour board</div>';

beforeAll(async () => {
  site = copyFixture("docusaurus-footer-parts");
  const r = await buildInProcess(site);
  output = r.stdout + r.stderr;
  expect(r.code, output).toBe(0);
}, 60_000);

describe("swizzled parts of the footer", () => {
  it("docsgen's pages show docsgen's footer with the site's Layout around it and its Copyright in it, hydrated by the shell's script", () => {
    for (const rel of ["docs/intro/index.html", "docs/moorings/index.html", "404.html"]) {
      expect(html(rel), rel).toContain(
        `<div data-docsgen-theme="Footer">${BANNER}<footer class="theme-layout-footer footer footer--dark"><div class="container container-fluid">${COLUMN}${COPYRIGHT}</div></footer></div>`,
      );
    }
    expect(html("docs/intro/index.html")).toMatch(/<script type="module" src="\/assets\/site\/theme-shell-\w+\.js">/);
  });

  it("a React page's footer is made of the same parts, with the page", () => {
    expect(html("index.html")).toContain(`${BANNER}<footer class="theme-layout-footer footer footer--dark">`);
    expect(html("index.html")).toContain(COPYRIGHT);
  });

  it("neither part is warned of: docsgen uses both", () => {
    expect(output).not.toContain("src/theme/Footer");
  });
});

describe("a light footer with a logo, and the site's parts", () => {
  it("gives the site's Layout Docusaurus's `style` and `logo`: docsgen's Layout draws them, around its Copyright", async () => {
    const other = copyFixture("docusaurus-footer-parts");
    const config = join(other, "docusaurus.config.js");
    writeFileSync(
      config,
      readFileSync(config, "utf8").replace(
        "    footer: {\n",
        '    footer: {\n      style: "light",\n      logo: { alt: "Quay", src: "img/quay.svg", href: "/docs/intro" },\n',
      ),
    );
    const r = await buildInProcess(other);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const logo =
      '<div class="footer__bottom text--center"><div class="margin-bottom--sm"><a class="footerLogoLink" href="/docs/intro"><img src="/img/quay.svg" alt="Quay" class="footer__logo"/></a></div>';
    for (const rel of ["docs/intro/index.html", "index.html"]) {
      expect(readFileSync(join(other, "build", rel), "utf8"), rel).toContain(
        `${BANNER}<footer class="theme-layout-footer footer"><div class="container container-fluid">${COLUMN}${logo}${COPYRIGHT}</div></div></footer>`,
      );
    }
  }, 60_000);
});

describe("an ejected Footer/Layout, as `swizzle --eject` writes it", () => {
  it("reads Docusaurus's class names from @docusaurus/theme-common and frames docsgen's parts", async () => {
    const other = copyFixture("docusaurus-footer-parts");
    writeFileSync(
      join(other, "src/theme/Footer/Layout/index.js"),
      [
        'import { ThemeClassNames } from "@docusaurus/theme-common";',
        "export default function FooterLayout({ style, links, logo, copyright }) {",
        "  const dark = style === 'dark' ? ' footer--dark' : '';",
        "  return (",
        '    <footer className={ThemeClassNames.layout.footer.container + " footer" + dark}>',
        '      <div className="container container-fluid">',
        "        {links}",
        '        {(logo || copyright) && <div className="footer__bottom text--center">{logo}{copyright}</div>}',
        "      </div>",
        "    </footer>",
        "  );",
        "}",
      ].join("\n"),
    );
    const r = await buildInProcess(other);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const page = readFileSync(join(other, "build/docs/intro/index.html"), "utf8");
    expect(page).toContain(
      `<div data-docsgen-theme="Footer"><footer class="theme-layout-footer footer footer--dark"><div class="container container-fluid">${COLUMN}<div class="footer__bottom text--center">${COPYRIGHT}</div>`,
    );
  }, 60_000);
});

describe("docsgen's footer made of its own parts", () => {
  // Columns, and the simple footer (links without a title): the two ways App.tsx draws the links.
  it.each([
    ["columns", undefined],
    [
      "a simple row",
      '      links: [{ label: "Introduction", to: "/docs/intro" }, { label: "Moorings", to: "/docs/moorings" }],',
    ],
  ])(
    "is the shell's footer, byte for byte, with %s: a React page's footer is a doc page's",
    async (_, links) => {
      const other = copyFixture("docusaurus-footer-parts");
      rmSync(join(other, "src/theme"), { recursive: true });
      if (links) {
        const config = join(other, "docusaurus.config.js");
        writeFileSync(config, readFileSync(config, "utf8").replace(/^ {6}links: .*$/m, links));
      }
      const r = await buildInProcess(other);
      expect(r.code, r.stdout + r.stderr).toBe(0);
      const footer = (rel: string) =>
        /<footer[\s\S]*?<\/footer>/.exec(readFileSync(join(other, "build", rel), "utf8"))?.[0];
      expect(footer("docs/intro/index.html")).toContain(links ? "footer__link-separator" : COLUMN);
      expect(footer("index.html")).toBe(footer("docs/intro/index.html"));
    },
    60_000,
  );
});
