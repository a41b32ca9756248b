import { describe, expect, it } from "vitest";
import { baseUrlCheckScript } from "../../../cli/render/base-url-script.ts";
import { EN } from "../../../shared/locales/en.ts";
import { ZH_CN } from "../../../shared/locales/zh-CN.ts";

describe("the base-URL banner script", () => {
  it("is in the site's language", () => {
    expect(baseUrlCheckScript("/", EN.server)).toContain("This site did not load properly.");
    expect(baseUrlCheckScript("/", EN.server)).toContain("</span> (default value)</p>");
    expect(baseUrlCheckScript("/x/", EN.server)).not.toContain("default value");
    expect(baseUrlCheckScript("/", ZH_CN.server)).toContain("</span>（默认值）。</p>");
  });

  it("keeps author-written messages (code.json) inert: escaped for HTML and for the JS string", () => {
    const strings = { ...EN.server, baseUrlBannerTitle: "It's <b>broken</b>\\\nreally" };
    const script = baseUrlCheckScript("/", strings);
    expect(() => new Function(script)).not.toThrow();
    expect(script).toContain("It\\'s &lt;b&gt;broken&lt;/b&gt;\\\\\\nreally");
  });
});
