import { describe, expect, it } from "vitest";
import { BASE_URL_CHECK_SCRIPT, baseUrlCheck } from "../../../cli/render/base-url-script.ts";
import { EN } from "../../../shared/locales/en.ts";
import { ZH_CN } from "../../../shared/locales/zh-CN.ts";

describe("the base-URL check", () => {
  it("is in the site's language", () => {
    expect(baseUrlCheck("/", EN.server)).toContain("This site did not load properly.");
    expect(baseUrlCheck("/", EN.server)).toContain("</span> (default value)</p>");
    expect(baseUrlCheck("/x/", EN.server)).not.toContain("default value");
    expect(baseUrlCheck("/", ZH_CN.server)).toContain("</span>（默认值）。</p>");
  });

  it("runs the same script for every base URL and language: one hash in the output's one policy (issue 47)", () => {
    for (const html of [baseUrlCheck("/", EN.server), baseUrlCheck("/zh-Hans/", ZH_CN.server)]) {
      const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
      expect(scripts).toEqual([BASE_URL_CHECK_SCRIPT]);
    }
    expect(() => new Function(BASE_URL_CHECK_SCRIPT)).not.toThrow();
  });

  it("keeps author-written messages (code.json) and the base URL inert: text in the template", () => {
    const strings = { ...EN.server, baseUrlBannerTitle: "It's <b>broken</b>\\\nreally" };
    const html = baseUrlCheck('/a"><script>alert(1)</script>/', strings);
    expect(html).toContain("It's &lt;b&gt;broken&lt;/b&gt;\\\nreally");
    expect(html).toContain("/a&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;/");
    expect(html.match(/<script>/g)).toHaveLength(1);
  });
});
