import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { bundleStyles } from "../../../cli/assets/styles-bundle.ts";
import { BuildError } from "../../../cli/diagnostics/diagnostic.ts";
import { PACKAGE_ROOT } from "../../../cli/version.ts";

/*
 * Issue 33, part 3: the site's customCss bundled after docsgen's theme into its one stylesheet: imports
 * inlined, url()s copied with content hashes (`/x` from the static folder), located errors; and a site
 * without customCss gets the theme alone, as before.
 */

const site = mkdtempSync(join(tmpdir(), "docsgen-styles-"));
afterAll(() => rmSync(site, { recursive: true, force: true }));
const write = (rel: string, text: string) => {
  mkdirSync(join(site, rel, ".."), { recursive: true });
  writeFileSync(join(site, rel), text);
};
const text = (files: Map<string, Uint8Array>, rel: string) => new TextDecoder().decode(files.get(rel));
const bundle = (customCss: string[]) =>
  bundleStyles({
    minify: true,
    root: PACKAGE_ROOT,
    customCss: customCss.map((f) => join(site, f)),
    siteDir: site,
    staticDir: join(site, "static"),
  });

write("static/img/mark.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>");
write("src/css/fonts/brand.woff2", "wOF2 stand-in");
write("src/css/fonts.css", '@font-face { font-family: Brand; src: url("./fonts/brand.woff2") format("woff2"); }');
write("node_modules/@acme/tokens/tokens.css", ":root { --acme-cream: #fff7ed; }");
write(
  "src/css/custom.css",
  [
    '@import "@acme/tokens/tokens.css";',
    '@import "./fonts.css";',
    ":root { --ifm-color-primary: #c2410c; }",
    '.hero { background: url("/img/mark.svg") no-repeat; }',
  ].join("\n"),
);
write("src/css/extra.css", ".site-extra { color: red; }");

describe("a site with customCss", () => {
  it("gets one stylesheet: the theme, the Infima bridge, then its files in order, imports inlined", async () => {
    const styles = await bundle(["src/css/custom.css", "src/css/extra.css"]);
    expect(styles.css).toMatch(/^assets\/styles-[A-Z0-9]+\.css$/);
    const css = text(styles.files, styles.css);
    const at = (needle: string) => {
      const i = css.indexOf(needle);
      expect(i, needle).toBeGreaterThanOrEqual(0);
      return i;
    };
    const theme = at("--ifm-color-primary: #2e8555");
    const bridge = at("--ifm-navbar-link-color:");
    const tokens = at("--acme-cream:");
    const site = at("--ifm-color-primary: #c2410c");
    const extra = at(".site-extra");
    expect(theme < bridge && bridge < tokens && tokens < site && site < extra).toBe(true);
    expect(styles.warnings).toEqual([]);
  });

  it("copies the files its url()s name under assets/media/ with content hashes; /x is the static folder's", async () => {
    const styles = await bundle(["src/css/custom.css"]);
    const media = [...styles.files.keys()].filter((rel) => rel.startsWith("assets/media/")).sort();
    expect(media).toEqual([
      expect.stringMatching(/^assets\/media\/brand-[A-Z0-9]+\.woff2$/),
      expect.stringMatching(/^assets\/media\/mark-[A-Z0-9]+\.svg$/),
    ]);
    const css = text(styles.files, styles.css);
    for (const rel of media) expect(css).toContain(`url("./${rel.slice("assets/".length)}")`);
    expect(text(styles.files, media[0])).toBe("wOF2 stand-in");
    expect(styles.inputs).toContain(join(site, "src/css/fonts/brand.woff2"));
    expect(styles.inputs).toContain(join(site, "src/css/custom.css"));
  });

  // Real-sites survey (react-native-website): `url("/static/fonts/x.woff2")` with the font in static/fonts/.
  // Docusaurus's bundler looks `/x` up in the static folders, then in the site folder.
  it("/x not in the static folder is the site folder's, as in Docusaurus; never outside the site", async () => {
    write("static/fonts/display.woff2", "display font");
    write("src/css/fonts-site.css", '@font-face { font-family: D; src: url("/static/fonts/display.woff2"); }\n');
    const styles = await bundle(["src/css/fonts-site.css"]);
    const media = [...styles.files.keys()].filter((rel) => /^assets\/media\/display-/.test(rel));
    expect(media).toHaveLength(1);
    expect(text(styles.files, media[0])).toBe("display font");
    write("src/css/escape.css", '.x { background: url("/../../etc/hosts"); }\n');
    await expect(bundle(["src/css/escape.css"])).rejects.toBeInstanceOf(BuildError);
  });

  it("a missing local file is an error at the line of its url()", async () => {
    write("src/css/broken.css", ':root { --x: 1; }\n.logo {\n  background: url("./missing.png");\n}\n');
    const error = await bundle(["src/css/broken.css"]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BuildError);
    const [d] = (error as BuildError).diagnostics;
    expect(d).toMatchObject({ severity: "error", code: "custom-css", file: "src/css/broken.css", line: 3 });
    expect(d.message).toContain("./missing.png");
  });

  it("a package that is not installed is left out with a warning at its @import", async () => {
    write("src/css/uninstalled.css", '/* brand */\n@import "@acme/not-installed/index.css";\n.a { color: red; }\n');
    const styles = await bundle(["src/css/uninstalled.css"]);
    expect(text(styles.files, styles.css)).toContain(".a{color:red}");
    expect(styles.warnings).toEqual([
      expect.objectContaining({ severity: "warning", code: "custom-css", file: "src/css/uninstalled.css", line: 2 }),
    ]);
  });
});

describe("stylesheets and fonts of another origin", () => {
  it("stay links, each with a warning at its line: the content security policy lets pages load the site's only", async () => {
    write(
      "src/css/remote.css",
      [
        '@import url("https://fonts.example.com/css2?family=Inter");',
        '@font-face { font-family: X; src: url("https://cdn.example.com/x.woff2"); }',
        '.a { background: url("https://cdn.example.com/banner.png"); }',
      ].join("\n"),
    );
    const styles = await bundle(["src/css/remote.css"]);
    const css = text(styles.files, styles.css);
    expect(css).toContain('@import"https://fonts.example.com/css2?family=Inter"');
    expect(css).toContain("https://cdn.example.com/banner.png");
    expect(styles.warnings.map((w) => [w.line, w.message.split(" from ")[0]])).toEqual([
      [1, "loads https://fonts.example.com/css2?family=Inter"],
      [2, "loads https://cdn.example.com/x.woff2"],
    ]);
  });
});

describe("a site without customCss", () => {
  it("gets docsgen's theme alone: no bridge, no media, the theme's bytes", async () => {
    const styles = await bundle([]);
    expect([...styles.files.keys()]).toEqual([styles.css]);
    const css = text(styles.files, styles.css);
    expect(css).not.toContain("--ifm-navbar-link-color");
    expect(css.length).toBeLessThan(readFileSync(join(PACKAGE_ROOT, "templates", "styles.css"), "utf8").length);
  });
});
