import { describe, expect, it } from "vitest";
import { fromDocusaurus } from "../../../cli/config/docusaurus.ts";
import { injectedProblems, injectedTags, originOf } from "../../../cli/config/injected-tags.ts";
import { htmlTags, inlineScripts } from "../../../cli/render/injected.ts";
import { metaPolicy, nginxHeaders, securityHeaders } from "../../../cli/write/security-headers.ts";

// Issue 33, part 4: the config's tags as Docusaurus writes them, the sources they add to the CSP, and the
// values refused because they would break out of an attribute, a script or the policy.

describe("injectedTags", () => {
  it("is nothing for a config without scripts, stylesheets, head tags or analytics", () => {
    expect(injectedTags({})).toBeUndefined();
    expect(injectedTags({ scripts: [], stylesheets: [], headTags: [] })).toBeUndefined();
  });

  it("writes Google Tag Manager as Docusaurus's plugin does: head snippet, noscript frame after <body>", () => {
    const tags = injectedTags({ googleTagManager: { containerId: "GTM-ABC123" } });
    expect(htmlTags(tags?.head ?? [])).toBe(
      [
        '<link rel="preconnect" href="https://www.googletagmanager.com">',
        "<script>window.dataLayer = window.dataLayer || [];</script>",
        `<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-ABC123');</script>`,
      ].join("\n"),
    );
    expect(htmlTags(tags?.body ?? [])).toBe(
      '<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-ABC123" height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>',
    );
    expect(inlineScripts(tags?.head ?? [])).toHaveLength(2);
    expect(tags?.sources["frame-src"]).toEqual(["https://www.googletagmanager.com"]);
    expect(tags?.sources["script-src"]).toEqual(["https://*.googletagmanager.com"]);
  });

  it("a single tracking id as a string, without anonymizeIP, as Docusaurus writes it", () => {
    const head = htmlTags(injectedTags({ gtag: { trackingID: "G-ONE" } })?.head ?? []);
    expect(head).toContain("gtag('config', 'G-ONE', {  });;");
    expect(head).toContain('<script async src="https://www.googletagmanager.com/gtag/js?id=G-ONE"></script>');
  });

  it("head tags keep their attributes (true bare, false left out), content only on non-void elements", () => {
    const tags = injectedTags({
      headTags: [
        { tagName: "meta", attributes: { name: "x", content: 'a "quoted" <value>' }, innerHTML: "ignored" },
        { tagName: "script", attributes: { type: "application/ld+json" }, innerHTML: '{"a":1}' },
        {
          tagName: "link",
          attributes: {
            rel: "preload",
            as: "font",
            href: "https://fonts.example.net/a.woff2",
            crossorigin: true,
            hidden: false,
          },
        },
      ],
    });
    expect(htmlTags(tags?.head ?? [])).toBe(
      [
        '<meta name="x" content="a &quot;quoted&quot; &lt;value&gt;">',
        '<script type="application/ld+json">{"a":1}</script>',
        '<link rel="preload" as="font" href="https://fonts.example.net/a.woff2" crossorigin>',
      ].join("\n"),
    );
    // A data block is not run: not hashed. The preloaded font's origin goes to font-src.
    expect(inlineScripts(tags?.head ?? [])).toEqual([]);
    expect(tags?.sources).toEqual({ "font-src": ["https://fonts.example.net"] });
  });
});

describe("originOf", () => {
  it("is the scheme and host of an http(s) or protocol-relative URL, nothing for a path", () => {
    expect(originOf("https://CDN.example.net:8443/a.js?x#y")).toBe("https://cdn.example.net:8443");
    expect(originOf("//cdn.example.net/a.js")).toBe("cdn.example.net");
    expect(originOf("/js/a.js")).toBeUndefined();
    expect(originOf("js/a.js")).toBeUndefined();
  });

  it("never returns a host that could end or add a directive", () => {
    for (const url of [
      "https://a.example.net;script-src */x",
      "https://a.example.net'/x",
      'https://a.example.net"/x',
      "https://a.example.net x/y",
      "https://user@a.example.net/x",
      "https://a.example.net\n/x",
    ])
      expect(originOf(url), url).toBeUndefined();
  });
});

describe("injectedProblems", () => {
  it("refuses control characters, unsafe origins, ids that are not words and names that are not names", () => {
    const problems = injectedProblems({
      scripts: ["https://a.example.net/x.js\n", { src: "https://a.example.net;b/x.js" }, { async: true }],
      stylesheets: [{ href: "//a.example.net'/x.css" }],
      headTags: [{ tagName: "li nk", attributes: { 'on"x': "1", href: "https://ok.example.net" } }],
      gtag: { trackingID: ["G-OK", "G-'x"] },
      googleTagManager: { containerId: "GTM-1;" },
    });
    expect(problems.map((p) => p.path)).toEqual([
      "scripts[0]",
      "scripts[1].src",
      "scripts[2]",
      "stylesheets[0].href",
      "headTags[0].tagName",
      'headTags[0].attributes.on"x',
      "gtag.trackingID[1]",
      "googleTagManager.containerId",
    ]);
    expect(problems.every((p) => !p.warning)).toBe(true);
  });

  it("accepts what real configs write", () => {
    expect(
      injectedProblems({
        scripts: ["/js/a.js", { src: "https://cdn.example.net/b.js", async: true, "data-domain": "example.com" }],
        stylesheets: ["https://cdn.example.org/k.css", { href: "/css/x.css", type: "text/css" }],
        headTags: [{ tagName: "link", attributes: { rel: "preconnect", href: "https://fonts.example.com" } }],
        gtag: { trackingID: "G-ABC123", anonymizeIP: true },
        googleTagManager: { containerId: "GTM-ABC123" },
      }),
    ).toEqual([]);
  });
});

describe("the policy", () => {
  it("without sources is docsgen's own, and the same in the header and the meta", () => {
    const headers = securityHeaders({ scriptHashes: ["'sha256-a'"] });
    expect(headers["Content-Security-Policy"]).toBe(
      "default-src 'self'; script-src 'self' 'sha256-a'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; frame-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'",
    );
    expect(metaPolicy({ scriptHashes: ["'sha256-a'"] })).toBe(
      headers["Content-Security-Policy"].replace("; frame-ancestors 'self'", ""),
    );
  });

  it("nginxHeaders refuses a value nginx would read as more than text", () => {
    for (const value of ["a\nadd_header X y", "a $host", 'a" always; add_header X "y', "a\\"])
      expect(() => nginxHeaders({ "Content-Security-Policy": value }), value).toThrow(/internal/);
    expect(() => nginxHeaders({ "X-Bad Name": "a" })).toThrow(/internal/);
    expect(
      nginxHeaders(securityHeaders({ scriptHashes: [], sources: { "script-src": ["https://cdn.example.net"] } })),
    ).toContain("script-src 'self' https://cdn.example.net;");
  });
});

describe("a docusaurus.config's analytics", () => {
  it("the preset's gtag and googleTagManager, and the plugins added on their own, become the top-level keys", () => {
    const file = "/site/docusaurus.config.js";
    const preset = fromDocusaurus(
      { presets: [["classic", { gtag: { trackingID: "G-A" }, googleTagManager: { containerId: "GTM-A" } }]] },
      file,
    );
    expect(preset.user.gtag).toEqual({ trackingID: "G-A" });
    expect(preset.user.googleTagManager).toEqual({ containerId: "GTM-A" });
    expect(preset.paths).toContainEqual(["gtag", "presets[0][1].gtag"]);
    expect(preset.problems).toEqual([]);
    const plugins = fromDocusaurus(
      {
        plugins: [
          ["@docusaurus/plugin-google-gtag", { trackingID: "G-B", anonymizeIP: true }],
          ["google-tag-manager", { containerId: "GTM-B" }],
        ],
      },
      file,
    );
    expect(plugins.user.gtag).toEqual({ trackingID: "G-B", anonymizeIP: true });
    expect(plugins.user.googleTagManager).toEqual({ containerId: "GTM-B" });
    expect(plugins.paths).toContainEqual(["googleTagManager", "plugins[1][1]"]);
    expect(plugins.problems).toEqual([]);
  });
});
