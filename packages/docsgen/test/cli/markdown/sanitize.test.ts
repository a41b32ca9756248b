import { describe, expect, it } from "vitest";
import { parseMarkdown } from "../../../cli/markdown/parse.ts";
import { sanitizeSchema } from "../../../cli/markdown/sanitize-schema.ts";
import { toHast } from "../../../cli/markdown/to-hast.ts";
import { renderContent } from "../../../cli/render/content.ts";

// Issue 36, item 4: raw HTML (and MDX's HTML elements) are held to an allow-list. Each payload below
// passed the old blocklist without a warning; now it is removed, and the warning says where and why.

type Widening = Parameters<typeof sanitizeSchema>[0];

function render(body: string, options: { mdx?: boolean; widen?: Widening } = {}) {
  const absPath = options.mdx ? "/site/docs/page.mdx" : "/site/docs/page.md";
  const schema = sanitizeSchema(options.widen);
  const parsed = parseMarkdown(body, 1, { absPath, file: "docs/page.md", schema });
  const code = parsed.code.map(() => "<pre><code>x</code></pre>");
  const html = renderContent(toHast(parsed.tree, { code, rawHtml: { schema } }));
  const warnings = [...parsed.messages, ...parsed.rawHtml.messages]
    .filter((m) => m.ruleId === "html-unsafe")
    .map((m) => `${m.line}:${m.column} ${m.reason}`);
  return { html, warnings };
}

describe("hostile raw HTML (issue 36)", () => {
  it("mutation XSS through <math>/<style> keeps no onerror", () => {
    const { html, warnings } = render("<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>\n");
    expect(html).not.toMatch(/onerror|<img|<style|<math|mglyph/i);
    expect(warnings).toEqual([
      "1:1 the <math> element was removed from the output: foreign markup is read differently once written out again, which hides markup from sanitizers",
      "1:7 the <mtext> element was removed from the output: it is not on the allow-list of HTML elements",
      "1:21 the <mglyph> element was removed from the output: it is not on the allow-list of HTML elements",
      "1:29 the <style> element and its content were removed from the output: a page's stylesheet restyles the whole site",
    ]);
  });

  it("a <meta http-equiv=refresh> to another site is removed", () => {
    const { html, warnings } = render('正文\n\n<meta http-equiv="refresh" content="0;url=https://evil.test/">\n');
    expect(html).not.toMatch(/<meta|refresh/);
    expect(warnings).toEqual([
      "3:1 the <meta> element was removed from the output: it can redirect the page or change how it loads",
    ]);
  });

  it("an off-site <form action> loses the form, its fields become inert", () => {
    const { html, warnings } = render(
      '<form action="https://evil.test/steal"><input name="pw" type="password"><button formaction="https://evil.test/">发送</button></form>\n',
    );
    expect(html).not.toMatch(/<form|action|<button|password|name=/);
    expect(html).toContain('<input type="checkbox" disabled=""/>');
    expect(warnings).toEqual([
      "1:1 the <form> element was removed from the output: a form sends what readers type, possibly to another site",
      "1:40 the attribute name of <input> was removed from the output: it is not on the allow-list of attributes of <input>",
      '1:40 the attribute type="password" of <input> was removed from the output: that value is not allowed there',
      "1:73 the <button> element was removed from the output: form controls send what readers type, possibly to another site",
    ]);
  });

  it("<iframe srcdoc> loses srcdoc, and a data: frame its src", () => {
    const { html, warnings } = render(
      '<iframe srcdoc="<script>alert(1)</script>"></iframe>\n\n<iframe src="data:text/html,<script>alert(1)</script>"></iframe>\n\n<iframe src="https://video.test/embed/1" allowfullscreen></iframe>\n',
    );
    expect(html).not.toMatch(/srcdoc|data:|script/);
    expect(html).toContain('<iframe src="https://video.test/embed/1" allowFullScreen=""></iframe>');
    expect(warnings).toEqual([
      "1:1 the attribute srcdoc of <iframe> was removed from the output: it holds a whole HTML document, outside the page's rules",
      "3:1 the data: URL in src of <iframe> was removed from the output: only http, https and relative URLs are allowed there",
    ]);
  });

  it("<object>, <embed> and <base> are removed; an object's fallback text stays", () => {
    const { html, warnings } = render(
      '<object data="https://evil.test/x.swf">后备文字</object>\n\n<embed src="https://evil.test/x.swf">\n\n<base href="https://evil.test/">\n',
    );
    expect(html).not.toMatch(/<object|<embed|<base|evil/);
    expect(html).toContain("后备文字");
    expect(warnings).toEqual([
      "1:1 the <object> element was removed from the output: an embedded object or plugin does not follow the page's rules",
      "3:1 the <embed> element was removed from the output: an embedded object or plugin does not follow the page's rules",
      "5:1 the <base> element was removed from the output: it changes where every relative link of the page leads",
    ]);
  });

  it("an author's <docsgen-code inner> is not taken for a highlighted code block", () => {
    const { html, warnings } = render(
      '<docsgen-code inner="<img src=x onerror=alert(1)>"></docsgen-code>\n\n```js\nx\n```\n',
    );
    expect(html).not.toMatch(/onerror/);
    expect(html).toContain("<pre><code>x</code></pre>");
    expect(warnings).toEqual([
      "1:1 the <docsgen-code> element was removed from the output: it is not on the allow-list of HTML elements",
    ]);
  });

  it("a formatting element the HTML parser re-creates is judged too", () => {
    const { html } = render('<b onclick="alert(1)">粗<p>段落</b>\n');
    expect(html).not.toMatch(/onclick/);
    expect(html.match(/<b>/g)).toHaveLength(2);
  });

  it("text around a removed element joins up, as if it had never been written", () => {
    expect(render("前<script>x</script>后\n").html).toBe("<p>前后</p>");
  });
});

describe("hostile MDX (issue 36)", () => {
  it("an MDX <meta refresh> is removed: it redirected the page even under the CSP", () => {
    const { html, warnings } = render('# 标题\n\n<meta httpEquiv="refresh" content="0;url=https://evil.test/" />\n', {
      mdx: true,
    });
    expect(html).not.toMatch(/<meta|refresh/);
    expect(warnings).toEqual([
      "3:1 the <meta> element was removed from the output: it can redirect the page or change how it loads",
    ]);
  });

  it("MDX elements are held to the same list: handlers, srcdoc, forms", () => {
    const { html, warnings } = render(
      '<iframe srcDoc="<script>alert(1)</script>" src="https://video.test/1" />\n\n<form action="https://evil.test/">\n  文字\n</form>\n\n<style>{"body{display:none}"}</style>\n',
      { mdx: true },
    );
    expect(html).not.toMatch(/srcdoc|<form|<style|display/i);
    expect(html).toContain('<iframe src="https://video.test/1"></iframe>');
    expect(html).toContain("文字");
    expect(warnings).toEqual([
      "1:1 the attribute srcdoc of <iframe> was removed from the output: it holds a whole HTML document, outside the page's rules",
      "3:1 the <form> element was removed from the output: a form sends what readers type, possibly to another site",
      "7:1 the <style> element and its content were removed from the output: a page's stylesheet restyles the whole site",
    ]);
  });
});

describe("a site widens the list (markdown.sanitize)", () => {
  const widen: Widening = {
    tagNames: ["svg", "path"],
    attributes: { path: ["d", "fill"], svg: ["viewBox"], iframe: ["srcdoc"] },
    protocols: { src: ["data"] },
  };

  it("keeps what the site allows, as written", () => {
    const { html, warnings } = render(
      '<svg viewBox="0 0 1 1"><path d="M0 0" fill="red" onclick="x()"></path></svg>\n\n<img src="data:image/png;base64,AAAA" alt="点">\n',
      { widen },
    );
    expect(html).toContain('<svg viewBox="0 0 1 1"><path d="M0 0" fill="red"></path></svg>');
    expect(html).toContain('src="data:image/png;base64,AAAA"');
    expect(warnings).toEqual([
      "1:24 the event handler attribute onclick of <path> was removed from the output: it would run code",
    ]);
  });

  it("leaves the default list alone", () => {
    expect(render('<img src="data:image/png;base64,AAAA" alt="点">\n').html).not.toContain("data:");
  });
});
