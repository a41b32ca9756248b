import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { buildInProcess } from "../helpers/build.ts";
import { type CliResult, copyFixture } from "../helpers/cli.ts";

// Issue 33: a category's cards as Docusaurus renders them (DocCard, DocCardList), on generated index pages and
// where a category's own doc writes <DocCardList />. Fixture: docusaurus-cards (a zh-Hans site).

let site: string;
let result: CliResult;
const read = (rel: string) => readFileSync(join(site, "build", rel), "utf8");
const section = (html: string) => /<section class="row[^"]*">.*?<\/section>/s.exec(html)?.[0] ?? "";
/** A card as Docusaurus's DocCard writes it; `title`: the icon, a space, the label. */
const card = (href: string, title: string, description?: string) =>
  `<article class="col col--6 margin-bottom--lg"><a class="card padding--lg cardContainer" href="${href}"><h2 class="text--truncate cardTitle" title="${title.replace(/^\S+ /, "")}">${title}</h2>${
    description ? `<p class="text--truncate cardDescription" title="${description}">${description}</p>` : ""
  }</a></article>`;

beforeAll(async () => {
  site = copyFixture("docusaurus-cards");
  result = await buildInProcess(site);
});

describe("DocCardList and generated index pages", () => {
  it("builds", () => {
    expect(result.code, result.stderr).toBe(0);
  });

  it("renders <DocCardList /> in a category's doc as the category's cards", () => {
    expect(section(read("docs/guides/index.html"))).toBe(
      `<section class="row">${[
        card("/docs/guides/alerts", "📄️ 告警", "规则、阈值和通知渠道。"),
        card("/docs/guides/dashboards", "📄️ 看板", "看板把查询结果画成图表，每个面板一条查询。"),
        card("/docs/category/集成", "🗃️ 集成", "把告警发到其他系统。"),
      ].join("")}</section>`,
    );
  });

  it("reads items={useCurrentSidebarCategory().items} as the same list, and keeps className", () => {
    expect(section(read("docs/api/overview/index.html"))).toBe(
      `<section class="row api-cards">${[
        card("/docs/api/rest", "📄️ REST 接口", "所有接口都返回 JSON。"),
        card("/status", "📄️ 状态页"),
      ].join("")}</section>`,
    );
  });

  it("puts the cards in the page data too, for in-site navigation", () => {
    const data = JSON.parse(read("docs/guides/page-data.json"));
    expect(data.contentHtml).toContain(card("/docs/guides/alerts", "📄️ 告警", "规则、阈值和通知渠道。"));
  });

  it("warns, at the element, where the doc is no category's page (Docusaurus fails there)", () => {
    expect(result.stderr).toMatch(
      /docs\/intro\.mdx:11:1: warning \[doc-card-list\] <DocCardList \/> lists the current category's items, but this doc is no category's page/,
    );
    expect(result.stderr).not.toMatch(/DocCardList.*not rendered|not evaluated/);
    expect(section(read("docs/intro/index.html"))).toBe("");
  });

  it("renders nothing in a page or a blog post, with the warning (there is no current category)", async () => {
    const copy = copyFixture("docusaurus-cards");
    const list = "import DocCardList from '@theme/DocCardList';\n\n# 标题\n\n正文。\n\n<DocCardList />\n";
    writeFileSync(join(copy, "src/pages/cards.mdx"), list);
    mkdirSync(join(copy, "blog"));
    writeFileSync(join(copy, "blog/2024-03-01-cards.mdx"), `---\ntitle: 卡片\n---\n\n${list}`);
    const config = join(copy, "docusaurus.config.js");
    writeFileSync(config, readFileSync(config, "utf8").replace("blog: false,", ""));
    const r = await buildInProcess(copy);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/src\/pages\/cards\.mdx:7:1: warning \[doc-card-list\] .*this is a page, not a doc/);
    expect(r.stderr).toMatch(
      /blog\/2024-03-01-cards\.mdx:11:1: warning \[doc-card-list\] .*this is a blog post, not a doc/,
    );
    const built = (rel: string) => readFileSync(join(copy, "build", rel), "utf8");
    expect(built("cards/index.html")).toContain("正文。");
    expect(built("cards/index.html")).not.toContain("docsgen-doc-cards");
    expect(built("blog/2024/03/01/cards/index.html")).toContain("正文。");
    expect(built("blog/2024/03/01/cards/index.html")).not.toContain("docsgen-doc-cards");
    expect(built("blog/index.html")).not.toContain("docsgen-doc-cards");
  });

  it("keeps the cards in a cached build, and follows a listed doc's new description", async () => {
    const warm = await buildInProcess(site);
    expect(warm.code, warm.stderr).toBe(0);
    expect(section(read("docs/guides/index.html"))).toContain(
      card("/docs/guides/alerts", "📄️ 告警", "规则、阈值和通知渠道。"),
    );
    writeFileSync(join(site, "docs/guides/alerts.md"), "---\ndescription: 新的描述。\n---\n\n# 告警\n");
    const changed = await buildInProcess(site);
    expect(changed.code, changed.stderr).toBe(0);
    expect(section(read("docs/guides/index.html"))).toContain(card("/docs/guides/alerts", "📄️ 告警", "新的描述。"));
  });

  it("gives a generated index one card per item, with item counts in the site's language", () => {
    const html = read("docs/start/index.html");
    expect(html).toContain('<h1 class="title">入门指南</h1>');
    expect(html).toContain("<p>安装、配置和部署 Beacon。</p>");
    expect(section(html)).toBe(
      `<section class="row">${[
        card("/docs/start/install", "📄️ 安装", "用包管理器或二进制文件安装 Beacon。"),
        card("/docs/start/configure", "📄️ 配置", "配置文件 beacon.yml 放在工作目录里。"),
        card("/docs/start/deploy/docker", "🗃️ 部署", "2 个项目"),
        card("https://releases.example.com/beacon", "🔗 发布说明"),
      ].join("")}</section>`,
    );
  });
});
