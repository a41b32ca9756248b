import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";
import { copyFixture } from "../helpers/cli.ts";

// Issue 50: the parts of a doc real sites swizzle (fixture: docusaurus-doc-parts): TOC and DocBreadcrumbs
// wrapping @theme-original, DocPaginator and EditThisPage ejected. Each renders from the site's code, for
// each doc, in docsgen's place of the part; the originals are docsgen's own markup.

let site: string;
let plain: string;
let output: string;
const page = (dir: string, rel: string) => readFileSync(join(dir, "build", rel), "utf8");
const html = (rel: string) => page(site, rel);
const EDIT = "https://code.example.com/kettle/edit/main/docs";
const entry = (dir: string) => {
  const name = readdirSync(join(dir, "build/assets")).find((f) => /^entry-\w+\.js$/.test(f)) as string;
  return readFileSync(join(dir, "build/assets", name), "utf8");
};

beforeAll(async () => {
  site = copyFixture("docusaurus-doc-parts");
  const r = await buildInProcess(site);
  output = r.stdout + r.stderr;
  expect(r.code, output).toBe(0);
  // The same site without its src/theme: docsgen's own parts.
  plain = copyFixture("docusaurus-doc-parts");
  rmSync(join(plain, "src/theme"), { recursive: true });
  const p = await buildInProcess(plain);
  expect(p.code, p.stdout + p.stderr).toBe(0);
}, 90_000);

describe("swizzled doc parts", () => {
  it("the wrapped TOC shows the site's button above docsgen's TOC, with the doc's headings as props", () => {
    const toc = (n: number, items: string) =>
      `<div class="col col--3"><div data-docsgen-theme="TOC"><button type="button" class="kettle-toc-toggle">Hide<!-- --> <!-- -->${n}<!-- --> headings</button><div class="tableOfContents thin-scrollbar theme-doc-toc-desktop"><ul class="table-of-contents table-of-contents__left-border">${items}</ul></div></div></div>`;
    const item = (id: string, text: string, children = "") =>
      `<li><a href="#${id}" class="table-of-contents__link toc-highlight">${text}</a>${children}</li>`;
    expect(html("docs/intro/index.html")).toContain(
      toc(3, item("filling", "Filling", `<ul>${item("cold-water", "Cold water")}</ul>`) + item("boiling", "Boiling")),
    );
    // toc_max_heading_level: 2 leaves the h3 out.
    expect(html("docs/brewing/green-tea/index.html")).toContain(
      toc(2, item("temperature", "Temperature") + item("steeping", "Steeping")),
    );
  });

  it("a doc without headings has no TOC, as Docusaurus", () => {
    expect(html("docs/brewing/black-tea/index.html")).not.toContain('data-docsgen-theme="TOC"');
    expect(html("docs/brewing/black-tea/index.html")).not.toContain("col col--3");
  });

  it("the wrapped breadcrumbs show docsgen's, then the site's button naming the doc", () => {
    expect(html("docs/brewing/green-tea/index.html")).toMatch(
      /<div data-docsgen-theme="DocBreadcrumbs"><div class="kettle-crumbs"><nav class="theme-doc-breadcrumbs breadcrumbsContainer"[\s\S]*?<span class="breadcrumbs__link">Green tea<\/span><\/li><\/ul><\/nav><button type="button" class="kettle-star">Star <!-- -->Green tea<!-- --> \(<!-- -->0<!-- -->\)<\/button><\/div><\/div>/,
    );
  });

  it("the ejected paginator renders with Docusaurus's props, through @theme/PaginatorNavLink", () => {
    expect(html("docs/brewing/green-tea/index.html")).toContain(
      '<div data-docsgen-theme="DocPaginator"><nav class="kettle-pager docusaurus-mt-lg pagination-nav" aria-label="Docs pages"><a class="pagination-nav__link pagination-nav__link--prev" href="/docs/intro"><div class="pagination-nav__sublabel">Previous</div><div class="pagination-nav__label">Introduction</div></a><a class="pagination-nav__link pagination-nav__link--next" href="/docs/brewing/black-tea"><div class="pagination-nav__sublabel">Up next</div><div class="pagination-nav__label">Black tea</div></a></nav></div>',
    );
  });

  it("the ejected EditThisPage shows in docsgen's doc footer, which is made of it", () => {
    expect(html("docs/intro/index.html")).toContain(
      `<a href="${EDIT}/intro.md" target="_blank" rel="noopener noreferrer" class="theme-edit-this-page kettle-edit">Suggest a change to this page</a></footer></div></article>`,
    );
  });

  it("wraps docsgen's own parts as a site without the swizzles shows them, byte for byte", () => {
    const parts = {
      breadcrumbs: /<nav class="theme-doc-breadcrumbs[\s\S]*?<\/nav>/,
      toc: /<div class="tableOfContents[\s\S]*?<\/ul><\/div>/,
      // docsgen's DocItem/Footer, around the site's EditThisPage.
      tags: /<div class="row margin-top--sm theme-doc-footer-tags-row">[\s\S]*?<\/ul><\/div><\/div><\/div>/,
    };
    for (const rel of ["docs/intro/index.html", "docs/brewing/green-tea/index.html"])
      for (const [name, pattern] of Object.entries(parts)) {
        if (name === "tags" && rel.includes("green-tea")) continue; // a doc without tags
        const own = pattern.exec(page(plain, rel))?.[0];
        expect(own, `${rel} ${name}`).toBeDefined();
        expect(pattern.exec(html(rel))?.[0], `${rel} ${name}`).toBe(own);
      }
  });

  it("carries each part's HTML and the doc in the page data, for the docs client's moves", () => {
    const data = JSON.parse(page(site, "docs/brewing/black-tea/page-data.json"));
    expect(Object.keys(data.page.siteParts.html).sort()).toEqual(["DocBreadcrumbs", "DocItem/Footer", "DocPaginator"]);
    expect(data.page.siteParts.doc.metadata).toMatchObject({ title: "Black tea", previous: { title: "Green tea" } });
  });

  it("is not warned of: docsgen uses them", () => {
    expect(output).not.toContain("src/theme/");
  });
});

describe("the client of a site without swizzled doc parts", () => {
  it("has no place for them: docsgen's DocPage is bundled without (cli/assets/doc-parts-folded.ts)", () => {
    expect(entry(plain)).not.toContain("data-docsgen-theme");
    expect(entry(site)).toContain("data-docsgen-theme");
    for (const rel of ["docs/intro/index.html", "docs/brewing/green-tea/index.html"])
      expect(page(plain, rel)).not.toContain("data-docsgen-theme");
  });
});

describe("a wrapped LastUpdated and DocPaginator", () => {
  it("wrap docsgen's last-update line and paginator, with Docusaurus's props", async () => {
    const other = copyFixture("docusaurus-doc-parts");
    const config = join(other, "docusaurus.config.js");
    writeFileSync(
      config,
      readFileSync(config, "utf8").replace(
        "editUrl:",
        "showLastUpdateAuthor: true, showLastUpdateTime: true, editUrl:",
      ),
    );
    writeFileSync(
      join(other, "docs/intro.md"),
      readFileSync(join(other, "docs/intro.md"), "utf8").replace(
        "tags: [basics]",
        "tags: [basics]\nlast_update:\n  date: 2024-03-05\n  author: Ada",
      ),
    );
    // The paginator wrapped this time: docsgen's own DocPaginator, made of its PaginatorNavLink.
    writeFileSync(
      join(other, "src/theme/DocPaginator/index.js"),
      [
        'import DocPaginator from "@theme-original/DocPaginator";',
        "export default function DocPaginatorWrapper(props) {",
        '  return <div className="kettle-pager-box"><DocPaginator {...props} /></div>;',
        "}",
      ].join("\n"),
    );
    writeFileSync(
      join(other, "src/theme/LastUpdated.js"),
      [
        'import LastUpdated from "@theme-original/LastUpdated";',
        "export default function LastUpdatedWrapper(props) {",
        '  return <span className="kettle-updated" data-at={props.lastUpdatedAt}><LastUpdated {...props} /></span>;',
        "}",
      ].join("\n"),
    );
    const r = await buildInProcess(other);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    expect(page(other, "docs/intro/index.html")).toContain(
      `<div class="col lastUpdated" style="font-style:italic"><span class="kettle-updated" data-at="${Date.parse("2024-03-05")}"><span class="theme-last-updated">Last updated<!-- --> on <b><time dateTime="2024-03-05T00:00:00.000Z" itemProp="dateModified">Mar 5, 2024</time></b> by <b>Ada</b></span></span></div>`,
    );
    const paginator = (dir: string) =>
      /<nav class="pagination-nav[\s\S]*?<\/nav>/.exec(page(dir, "docs/brewing/green-tea/index.html"))?.[0];
    expect(paginator(plain)).toBeDefined();
    expect(page(other, "docs/brewing/green-tea/index.html")).toContain(
      `<div data-docsgen-theme="DocPaginator"><div class="kettle-pager-box">${paginator(plain)}</div></div>`,
    );
  }, 60_000);
});

describe("an ejected TOC", () => {
  it("renders through docsgen's @theme/TOCItems with its own stylesheet's class, as Docusaurus's copy does", async () => {
    const other = copyFixture("docusaurus-doc-parts");
    const dir = join(other, "src/theme/TOC");
    rmSync(dir, { recursive: true });
    mkdirSync(dir);
    writeFileSync(join(dir, "styles.module.css"), ".tableOfContents { position: sticky; top: 1rem; }\n");
    writeFileSync(
      join(dir, "index.js"),
      [
        'import TOCItems from "@theme/TOCItems";',
        'import styles from "./styles.module.css";',
        'const LINK_CLASS_NAME = "table-of-contents__link toc-highlight";',
        'const LINK_ACTIVE_CLASS_NAME = "table-of-contents__link--active";',
        "export default function TOC({ className, ...props }) {",
        "  return (",
        '    <div className={[styles.tableOfContents, "thin-scrollbar", className].join(" ")}>',
        "      <TOCItems {...props} linkClassName={LINK_CLASS_NAME} linkActiveClassName={LINK_ACTIVE_CLASS_NAME} />",
        "    </div>",
        "  );",
        "}",
      ].join("\n"),
    );
    const r = await buildInProcess(other);
    expect(r.code, r.stdout + r.stderr).toBe(0);
    const items = /<ul class="table-of-contents table-of-contents__left-border">[\s\S]*?<\/ul><\/div>/;
    const own = items.exec(page(plain, "docs/brewing/green-tea/index.html"))?.[0];
    expect(own).toBeDefined();
    expect(page(other, "docs/brewing/green-tea/index.html")).toMatch(
      new RegExp(
        `<div data-docsgen-theme="TOC"><div class="\\S*tableOfContents\\S* thin-scrollbar theme-doc-toc-desktop">${own?.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</div></div>`,
      ),
    );
  }, 60_000);
});
