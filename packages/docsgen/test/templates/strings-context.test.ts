import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { EN } from "../../shared/locales/en.ts";
import { ZH_CN } from "../../shared/locales/zh-CN.ts";
import type { PageModel } from "../../shared/page-model.ts";
import type { SiteData } from "../../shared/site-data.ts";
import { App } from "../../templates/App.tsx";
import { StringsContext } from "../../templates/strings-context.ts";

const site: SiteData = {
  title: "Site",
  titleDelimiter: "|",
  baseUrl: "/",
  version: "1.0.0",
  versionLabel: "Next",
  navbar: { title: "Site", items: [] },
  footer: { links: [] },
  colorMode: { defaultMode: "light", disableSwitch: false, respectPrefersColorScheme: false },
};
const page: PageModel = {
  kind: "not-found",
  route: "/404",
  title: "404",
  documentTitle: "404",
  description: "",
  breadcrumbs: [],
  toc: [],
  draft: false,
  unlisted: false,
};
const render = (value: typeof EN.ui | null) =>
  renderToStaticMarkup(createElement(StringsContext, { value }, createElement(App, { site, page, contentHtml: "" })));

describe("StringsContext", () => {
  it("the same templates render in the language they are given (two languages in one process)", () => {
    const en = render(EN.ui);
    const zh = render(ZH_CN.ui);
    expect(en).toContain("Page Not Found");
    expect(en).toContain('aria-label="Switch between dark and light mode (currently light mode)"');
    expect(en).not.toMatch(/[\u4e00-\u9fff]/);
    expect(zh).toContain("找不到页面");
    expect(zh).toContain('aria-label="切换浅色/暗黑模式（当前为浅色模式）"');
  });

  it("a template outside a provider fails instead of picking a language", () => {
    expect(() => render(null)).toThrow(/outside <StringsContext>/);
  });
});
