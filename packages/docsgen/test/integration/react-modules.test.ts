import { readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { coldContext } from "../../cli/cache/cold-context.ts";
import { resolveConfig } from "../../cli/config/resolve.ts";
import { BuildError } from "../../cli/diagnostics/diagnostic.ts";
import type { Logger } from "../../cli/diagnostics/log.ts";
import { build } from "../../cli/pipeline/build.ts";
import { copyFixture } from "../helpers/cli.ts";

// Issue 34: more of the Docusaurus module surface for React pages (fixture: react-site, src/pages/guide.tsx
// with @theme/Details, @theme/MDXComponents and, through src/components/Screenshot, @theme/IdealImage).

const quiet: Logger = { level: "quiet", info: () => {}, error: () => {} };

async function buildSite(dir: string) {
  return build(await resolveConfig({ siteDir: dir }), quiet, coldContext({ threads: 1 }));
}

let site: string;
let result: Awaited<ReturnType<typeof buildSite>>;
const guide = () => readFileSync(join(site, "build/guide/index.html"), "utf8").replaceAll("<!-- -->", "");

beforeAll(async () => {
  site = copyFixture("react-site");
  result = await buildSite(site);
}, 60_000);

describe("Docusaurus modules of React pages", () => {
  it("@theme/Details: a details element with its summary (a string or a <summary>)", () => {
    expect(guide()).toContain("<details><summary>How often does Beacon check?</summary><p>Every minute.</p></details>");
    expect(guide()).toContain("<details><summary>Which regions?</summary><p>Three.</p></details>");
  });

  it("@theme/MDXComponents: the default map (headings with their anchor link, links with the base URL, code blocks, admonitions)", () => {
    expect(guide()).toContain('<h2 id="alerts" class="anchor">Alerts<a href="#alerts" class="hash-link"');
    expect(guide()).toContain('<a href="/beacon/docs/configure">how to configure it</a>');
    expect(guide()).toContain(
      '<div class="theme-code-block language-yaml"><div class="codeBlockContent"><pre tabindex="0" class="shiki"><code>interval: 1m</code></pre>',
    );
    expect(guide()).toMatch(/<div class="theme-admonition theme-admonition-tip alert alert--success">/);
  });

  it("@theme/IdealImage: a plain lazy image, with a site-module warning at the import", () => {
    expect(guide()).toMatch(
      /<img src="\/beacon\/assets\/site\/media\/alerts-[A-Z0-9]+\.png" alt="The alerts view" class="screenshot" loading="lazy"\/>/,
    );
    const warnings = result.diagnostics.filter((d) => d.code === "site-module");
    expect(warnings).toEqual([
      expect.objectContaining({ severity: "warning", file: "src/components/Screenshot/index.tsx", line: 1 }),
    ]);
    expect(warnings[0].message).toContain("@theme/IdealImage");
  });

  it("@docusaurus/plugin-content-docs/client: useDocsSidebar on a React page is a located error that says why", async () => {
    writeFileSync(
      join(site, "src/pages/nav.tsx"),
      'import { useDocsSidebar } from "@docusaurus/plugin-content-docs/client";\n\nexport default function Nav() {\n  const sidebar = useDocsSidebar();\n  return <p>{sidebar?.name}</p>;\n}\n',
    );
    try {
      const error = await buildSite(site).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(BuildError);
      const [d] = (error as BuildError).diagnostics;
      expect(d).toMatchObject({ severity: "error", code: "site-render", file: "src/pages/nav.tsx" });
      expect(d.message).toContain("the component Nav (src/pages/nav.tsx:4:");
      expect(d.message).toContain("useDocsSidebar");
      expect(d.message).toContain("doc page");
    } finally {
      rmSync(join(site, "src/pages/nav.tsx"));
    }
  }, 60_000);

  it("@docusaurus/theme-common: useThemeConfig reads the config's themeConfig, the site's own keys too; PageMetadata sets the title and description", async () => {
    writeFileSync(
      join(site, "src/pages/meta.tsx"),
      `import { PageMetadata, useThemeConfig } from "@docusaurus/theme-common";
import Layout from "@theme/Layout";

export default function Meta() {
  const theme = useThemeConfig() as { navbar: { title?: string }; giscus: { repo: string } };
  return (
    <Layout>
      <PageMetadata title="Metadata" description="Read from the theme's config." />
      <p className="navbar-title">{theme.navbar.title}</p>
      <p className="giscus">{theme.giscus.repo}</p>
    </Layout>
  );
}
`,
    );
    // A key of the site's own (its comment box's), which docsgen's theme does not read: the site's code gets it.
    const configFile = join(site, "docusaurus.config.js");
    const config = readFileSync(configFile, "utf8");
    writeFileSync(configFile, config.replace("navbar: {", 'giscus: { repo: "beacon/site" },\n      navbar: {'));
    try {
      const built = await buildSite(site);
      const html = readFileSync(join(site, "build/meta/index.html"), "utf8");
      expect(html).toContain('<p class="giscus">beacon/site</p>');
      expect(html).toMatch(/<title>Metadata \| [^<]+<\/title>/);
      expect(html).toContain('<meta name="description" content="Read from the theme\'s config.">');
      expect(html).toMatch(/<p class="navbar-title">[^<]+<\/p>/);
      expect(built.pages.find((p) => p.route === "/meta")?.title).toBe("Metadata");
    } finally {
      writeFileSync(configFile, config);
      rmSync(join(site, "src/pages/meta.tsx"));
    }
  }, 60_000);
});
