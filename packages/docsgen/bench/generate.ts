// Deterministic generator of Docusaurus-format docs sites for the benchmarks (issue 8).
// The same (pages, seed) always gives byte-identical files: a seeded PRNG (mulberry32), no Math.random,
// no dates, no environment input. Usage as a script: node bin/tsrun.js bench/generate.ts <dir> <pages> [seed]
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, posix } from "node:path";

/** mulberry32: a small, fast, well-distributed 32-bit PRNG; good enough for content, not for crypto. */
export function createRng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  /** Integer in [min, max], both included. */
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const chance = (p: number) => next() < p;
  return { next, int, pick, chance };
}
export type Rng = ReturnType<typeof createRng>;

// ---------------------------------------------------------------------------------------------------------
// Vocabulary

const NOUNS = [
  "控件",
  "组件",
  "属性",
  "方法",
  "事件",
  "积木",
  "类型定义",
  "配置文件",
  "打包工具",
  "运行环境",
  "编辑器",
  "参数",
  "返回值",
  "默认值",
  "回调函数",
  "装饰器",
  "模块",
  "依赖",
  "接口",
  "数据结构",
  "列表",
  "字符串",
  "数字",
  "布尔值",
  "对象",
  "数组",
  "颜色",
  "图标",
  "分组",
  "日志",
  "错误信息",
  "警告",
  "源码",
  "入口文件",
  "输出目录",
  "缓存",
  "版本号",
  "命令行",
  "终端",
  "浏览器",
  "页面",
  "文档",
  "示例",
  "教程",
  "项目",
  "仓库",
  "构建结果",
  "插件",
  "加载器",
  "作用域",
  "上下文",
  "生命周期",
  "状态",
  "变量",
  "常量",
  "函数",
  "类",
  "实例",
  "原型",
  "异步任务",
  "承诺",
  "队列",
  "线程",
  "请求",
  "响应",
  "网络",
  "权限",
  "用户",
  "开发者",
  "平台",
];
const VERBS = [
  "定义",
  "导出",
  "导入",
  "调用",
  "注册",
  "检查",
  "打包",
  "发布",
  "加载",
  "渲染",
  "更新",
  "删除",
  "修改",
  "读取",
  "写入",
  "转换",
  "合并",
  "拆分",
  "缓存",
  "监听",
  "触发",
  "处理",
  "捕获",
  "忽略",
  "保留",
  "替换",
  "配置",
  "安装",
  "运行",
  "测试",
  "调试",
  "优化",
  "推断",
  "校验",
  "生成",
  "比较",
  "排序",
  "过滤",
];
const ADJECTIVES = [
  "简洁的",
  "完整的",
  "可选的",
  "必填的",
  "默认的",
  "自定义的",
  "内置的",
  "第三方的",
  "异步的",
  "同步的",
  "只读的",
  "可写的",
  "全局的",
  "局部的",
  "临时的",
  "稳定的",
  "实验性的",
  "常用的",
  "少见的",
  "复杂的",
  "简单的",
  "新的",
  "旧的",
  "相同的",
  "不同的",
];
/** Before 会 (when, how often) and after it (how). */
const ADVERBS_BEFORE = ["通常", "一般", "总是", "有时", "很少", "需要时", "默认", "随后", "首先", "最后"];
const ADVERBS_AFTER = ["自动", "手动", "直接", "同时", "优先"];
const CONNECTIVES = [
  "因此",
  "但是",
  "同时",
  "另外",
  "如果这样",
  "也就是说",
  "换句话说",
  "相比之下",
  "一般来说",
  "例如",
  "此外",
  "不过",
];
const SUBJECTS = ["你", "我们", "SCW", "CoCo", "编辑器", "打包工具", "这个函数", "框架", "运行时", "每个控件"];
const HEADING_TAILS = ["概述", "用法", "示例", "注意事项", "常见问题", "参考", "原理", "配置", "限制", "进阶", "小结"];
const IDENTS = [
  "widget",
  "config",
  "options",
  "value",
  "result",
  "items",
  "handler",
  "emitter",
  "logger",
  "types",
  "method",
  "property",
  "event",
  "block",
  "color",
  "index",
  "count",
  "label",
  "title",
  "entry",
  "output",
  "cache",
  "state",
  "context",
  "params",
  "callback",
  "payload",
  "message",
  "target",
  "source",
];
const WORD_ID = ["setup", "usage", "api", "config", "notes", "faq", "example", "detail", "limit", "advanced", "intro"];

// ---------------------------------------------------------------------------------------------------------
// Prose

export function sentence(r: Rng): string {
  const parts: string[] = [];
  const clauses = r.int(1, 3);
  for (let c = 0; c < clauses; c++) {
    let clause = "";
    if (c > 0 && r.chance(0.5)) clause += r.pick(CONNECTIVES);
    clause += r.pick(SUBJECTS);
    if (r.chance(0.4)) clause += r.pick(ADVERBS_BEFORE);
    clause += "会";
    if (r.chance(0.3)) clause += r.pick(ADVERBS_AFTER);
    clause += r.pick(VERBS);
    if (r.chance(0.6)) clause += r.pick(ADJECTIVES);
    clause += r.pick(NOUNS);
    if (r.chance(0.4)) clause += `和${r.pick(NOUNS)}`;
    if (r.chance(0.15)) clause += `（例如 \`${r.pick(IDENTS)}.${r.pick(IDENTS)}()\`）`;
    else if (r.chance(0.1)) clause += `，这一点**很重要**`;
    parts.push(clause);
  }
  return `${parts.join("，")}${r.chance(0.9) ? "。" : "！"}`;
}

export function paragraph(r: Rng, min = 2, max = 5): string {
  const n = r.int(min, max);
  let out = "";
  for (let i = 0; i < n; i++) out += sentence(r);
  return out;
}

function headingText(r: Rng): string {
  return `${r.pick(VERBS)}${r.pick(NOUNS)}的${r.pick(HEADING_TAILS)}`;
}

// ---------------------------------------------------------------------------------------------------------
// Code blocks (plausible, 10–30 lines)

export function ident(r: Rng): string {
  const a = r.pick(IDENTS);
  const b = r.pick(IDENTS);
  return a === b ? a : a + b[0].toUpperCase() + b.slice(1);
}

function tsCode(r: Rng): string[] {
  const name = ident(r);
  const type = `${name[0].toUpperCase()}${name.slice(1)}Options`;
  const fields = r.int(3, 6);
  const lines = [
    `import { exportWidget, type Types } from "slightning-coco-widget";`,
    "",
    `export interface ${type} {`,
  ];
  const keys: string[] = [];
  for (let i = 0; i < fields; i++) {
    const key = `${r.pick(IDENTS)}${i}`;
    keys.push(key);
    lines.push(`  /** ${r.pick(NOUNS)} */`);
    lines.push(`  ${key}${r.chance(0.3) ? "?" : ""}: ${r.pick(["string", "number", "boolean", "string[]"])};`);
  }
  lines.push("}", "", `export function ${name}(options: ${type}): number {`);
  lines.push(`  let total = 0;`);
  for (const key of keys.slice(0, r.int(1, keys.length))) lines.push(`  if (options.${key}) total += 1;`);
  lines.push("  return total;", "}");
  return lines;
}

function tsxCode(r: Rng): string[] {
  const base = ident(r);
  const comp = `${base[0].toUpperCase()}${base.slice(1)}Panel`;
  const items = r.int(2, 4);
  const lines = [
    `import { useState } from "react";`,
    "",
    `interface Props {`,
    `  title: string;`,
    `  items: string[];`,
    `}`,
    "",
    `export function ${comp}({ title, items }: Props) {`,
    `  const [active, setActive] = useState(0);`,
    `  return (`,
    `    <section className="${r.pick(IDENTS)}-panel">`,
    `      <h2>{title}</h2>`,
    `      <ul>`,
  ];
  for (let i = 0; i < items; i++) {
    lines.push(`        <li className={active === ${i} ? "active" : ""} onClick={() => setActive(${i})}>`);
    lines.push(`          {items[${i}] ?? "${r.pick(NOUNS)}"}`);
    lines.push(`        </li>`);
  }
  lines.push(`      </ul>`, `    </section>`, `  );`, `}`);
  return lines;
}

function jsCode(r: Rng): string[] {
  const fn = ident(r);
  const lines = [`"use strict";`, "", `const { ${r.pick(IDENTS)} } = require("./${r.pick(IDENTS)}");`, ""];
  lines.push(`async function ${fn}(list) {`, "  const out = [];");
  lines.push("  for (const item of list) {");
  const checks = r.int(2, 4);
  for (let i = 0; i < checks; i++) {
    lines.push(`    if (item.${r.pick(IDENTS)} === ${r.int(0, 99)}) {`);
    lines.push(`      out.push(await Promise.resolve(item.${r.pick(IDENTS)}));`);
    lines.push("      continue;", "    }");
  }
  lines.push("  }", "  return out;", "}", "", `module.exports = { ${fn} };`);
  return lines;
}

function jsonCode(r: Rng): string[] {
  const lines = [
    "{",
    `  "name": "${r.pick(IDENTS)}-${r.pick(IDENTS)}",`,
    `  "version": "${r.int(0, 3)}.${r.int(0, 20)}.0",`,
  ];
  lines.push(`  "private": true,`, `  "scripts": {`);
  const scripts = r.int(2, 5);
  for (let i = 0; i < scripts; i++) {
    lines.push(
      `    "${r.pick(WORD_ID)}${i}": "webpack --mode ${r.pick(["production", "development"])}"${i < scripts - 1 ? "," : ""}`,
    );
  }
  lines.push("  },", `  "devDependencies": {`);
  const deps = r.int(3, 8);
  for (let i = 0; i < deps; i++) {
    lines.push(
      `    "${r.pick(IDENTS)}-${r.pick(WORD_ID)}-${i}": "^${r.int(1, 9)}.${r.int(0, 30)}.${r.int(0, 9)}"${i < deps - 1 ? "," : ""}`,
    );
  }
  lines.push("  }", "}");
  return lines;
}

function bashCode(r: Rng): string[] {
  const lines = ["#!/usr/bin/env bash", "set -euo pipefail", "", `cd "$(dirname "$0")/.."`, ""];
  const steps = r.int(3, 8);
  for (let i = 0; i < steps; i++) {
    lines.push(`# ${r.pick(VERBS)}${r.pick(NOUNS)}`);
    lines.push(
      r.pick([
        `npm install --save-dev ${r.pick(IDENTS)}-${r.pick(WORD_ID)}`,
        `npx webpack --config webpack.${r.pick(WORD_ID)}.js`,
        `cp -r dist/ "out/${r.pick(IDENTS)}/"`,
        `node scripts/${r.pick(WORD_ID)}.js --${r.pick(IDENTS)} ${r.int(1, 64)}`,
        `echo "${r.pick(IDENTS)}: ok"`,
      ]),
    );
  }
  return lines;
}

const CODE = { ts: tsCode, tsx: tsxCode, js: jsCode, json: jsonCode, bash: bashCode } as const;

export function codeBlock(r: Rng): string {
  const lang = r.pick(Object.keys(CODE) as (keyof typeof CODE)[]);
  // The generators' ranges keep every block between 11 and 29 lines; nothing is cut.
  const lines = CODE[lang](r);
  const title = r.chance(0.3) ? ` title="src/${r.pick(IDENTS)}.${lang === "bash" ? "sh" : lang}"` : "";
  return `\`\`\`${lang}${title}\n${lines.join("\n")}\n\`\`\``;
}

function table(r: Rng): string {
  const cols = r.int(3, 4);
  const head = ["名称", "类型", "默认值", "说明"].slice(0, cols);
  const rows = [`| ${head.join(" | ")} |`, `| ${head.map(() => "---").join(" | ")} |`];
  const n = r.int(3, 6);
  for (let i = 0; i < n; i++) {
    const cells = [
      `\`${r.pick(IDENTS)}\``,
      `\`${r.pick(["string", "number", "boolean", "Color", "Types"])}\``,
      r.chance(0.5) ? `\`${r.int(0, 100)}\`` : "–",
      `${r.pick(ADJECTIVES)}${r.pick(NOUNS)}`,
    ].slice(0, cols);
    rows.push(`| ${cells.join(" | ")} |`);
  }
  return rows.join("\n");
}

// ---------------------------------------------------------------------------------------------------------
// Site plan

interface PlannedHeading {
  depth: 2 | 3;
  text: string;
  /** Explicit `{#id}`, when the heading has one. */
  id?: string;
}

interface PlannedPage {
  /** Path relative to docs/, posix. */
  path: string;
  title: string;
  position: number;
  headings: PlannedHeading[];
  explicitIds: string[];
  targetBytes: number;
  codeBlocks: number;
}

interface Folder {
  path: string;
  label: string;
  position: number;
  depth: number;
  pages: PlannedPage[];
}

export interface GeneratedSite {
  dir: string;
  pages: number;
  folders: number;
  /** Total bytes of the markdown files. */
  markdownBytes: number;
  /** Top-level folders (one sidebar each). */
  topFolders: string[];
  /** Fenced code blocks over every page. */
  codeBlocks: number;
}

const pad = (n: number, w: number) => String(n).padStart(w, "0");

function planFolders(pages: number, r: Rng): { tops: Folder[]; leaves: Folder[]; all: Folder[] } {
  const leafCount = Math.max(4, Math.ceil(pages / 12));
  const topCount = Math.min(8, Math.max(2, Math.round(Math.cbrt(leafCount))));
  const midCount = Math.max(1, Math.round(Math.sqrt(leafCount / topCount)));
  const leafPerMid = Math.max(1, Math.ceil(leafCount / (topCount * midCount)));
  const tops: Folder[] = [];
  const leaves: Folder[] = [];
  const all: Folder[] = [];
  const label = (kind: string, n: number) => `${r.pick(NOUNS)}${kind} ${n}`;
  for (let t = 1; t <= topCount; t++) {
    const top: Folder = { path: `topic-${pad(t, 2)}`, label: label("主题", t), position: t, depth: 1, pages: [] };
    tops.push(top);
    all.push(top);
    for (let m = 1; m <= midCount; m++) {
      const mid: Folder = {
        path: `${top.path}/group-${pad(m, 2)}`,
        label: label("分组", m),
        position: m + 1,
        depth: 2,
        pages: [],
      };
      all.push(mid);
      for (let l = 1; l <= leafPerMid; l++) {
        const leaf: Folder = {
          path: `${mid.path}/part-${pad(l, 2)}`,
          label: label("章节", l),
          position: l + 1,
          depth: 3,
          pages: [],
        };
        all.push(leaf);
        leaves.push(leaf);
      }
    }
  }
  return { tops, leaves, all };
}

function planPage(r: Rng, path: string, position: number): PlannedPage {
  const headingCount = r.int(6, 15);
  const headings: PlannedHeading[] = [];
  const explicitIds: string[] = [];
  for (let h = 0; h < headingCount; h++) {
    const depth: 2 | 3 = h === 0 || r.chance(0.6) ? 2 : 3;
    const heading: PlannedHeading = { depth, text: headingText(r) };
    if (h === 1 || r.chance(0.3)) {
      heading.id = `${r.pick(WORD_ID)}-${h + 1}`;
      explicitIds.push(heading.id);
    }
    headings.push(heading);
  }
  return {
    path,
    title: `${r.pick(VERBS)}${r.pick(ADJECTIVES)}${r.pick(NOUNS)}`,
    position,
    headings,
    explicitIds,
    targetBytes: r.int(4 * 1024, 11 * 1024 + 512),
    codeBlocks: r.int(2, 4),
  };
}

function relativeLink(from: PlannedPage, to: PlannedPage): string {
  const rel = posix.relative(posix.dirname(from.path), to.path);
  return rel.startsWith(".") ? rel : `./${rel}`;
}

function renderPage(r: Rng, page: PlannedPage, all: PlannedPage[]): string {
  const front = `---\ntitle: ${page.title}\nsidebar_position: ${page.position}\n---\n\n`;
  // Fixed pieces first; prose fills the rest up to the target size.
  const blocks: string[][] = page.headings.map(() => []);
  const place = (text: string, section = r.int(0, blocks.length - 1)) => blocks[section].push(text);
  for (let c = 0; c < page.codeBlocks; c++) place(`${paragraph(r)}\n\n${codeBlock(r)}`);
  place(`下表列出${r.pick(NOUNS)}的${r.pick(NOUNS)}：\n\n${table(r)}`);
  const others = all.length > 1 ? all.filter((p) => p !== page) : [];
  const linkCount = Math.min(others.length, r.int(2, 5));
  for (let l = 0; l < linkCount; l++) {
    const target = r.pick(others);
    const anchored = r.chance(0.5) && target.explicitIds.length > 0;
    const hash = anchored ? `#${r.pick(target.explicitIds)}` : "";
    place(`${sentence(r)}详见[${target.title}](${relativeLink(page, target)}${hash})。`);
  }
  if (page.explicitIds.length > 0) place(`关于${r.pick(NOUNS)}，参见[后文](#${r.pick(page.explicitIds)})。`);
  if (r.chance(0.4)) {
    const items = r.int(3, 5);
    const list: string[] = [];
    for (let i = 0; i < items; i++) list.push(`- ${sentence(r)}`);
    place(list.join("\n"));
  }
  if (r.chance(0.3)) place(`:::${r.pick(["tip", "note", "warning"])}\n\n${paragraph(r)}\n\n:::`);

  const render = () => {
    let out = `${front}${paragraph(r)}\n\n`;
    page.headings.forEach((h, i) => {
      out += `${"#".repeat(h.depth)} ${h.text}${h.id ? ` {#${h.id}}` : ""}\n\n`;
      for (const b of blocks[i]) out += `${b}\n\n`;
    });
    return out;
  };
  // Every section gets at least one paragraph, then more until the page reaches its target size.
  for (const b of blocks) b.unshift(paragraph(r, 1, 2));
  let text = render();
  let size = Buffer.byteLength(text);
  while (size < page.targetBytes) {
    const p = paragraph(r);
    const i = r.int(0, blocks.length - 1);
    blocks[i].splice(r.int(0, blocks[i].length), 0, p);
    size += Buffer.byteLength(p) + 2;
  }
  text = render();
  return text.replace(/\n+$/, "\n");
}

const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#2e8555"/><path d="M8 22V10h6a5 5 0 010 10h-3v2z" fill="#fff"/></svg>\n';

function siteConfig(tops: Folder[]): string {
  const items = tops.map(
    (t, i) =>
      `        { type: "docSidebar", sidebarId: "${sidebarId(t)}", label: ${JSON.stringify(t.label)}, position: "left" }${i < tops.length - 1 ? "," : ","}`,
  );
  const footer = tops
    .slice(0, 3)
    .map((t) => `            { label: ${JSON.stringify(t.label)}, to: "/docs/${t.path}/overview" },`);
  return `// Generated by bench/generate.ts: a benchmark corpus, not documentation.
const repo = "https://github.com/example/docsgen-bench";

const config = {
  title: "docsgen 基准站点",
  tagline: "自动生成的基准测试文档",
  url: "https://example.com",
  baseUrl: "/bench/",
  favicon: "img/logo.svg",
  version: "1.0.0",
  i18n: {
    defaultLocale: "zh-CN",
    locales: ["zh-CN"],
    localeConfigs: { "zh-CN": { htmlLang: "zh-CN", direction: "ltr" } },
  },
  onBrokenLinks: "warn",
  onBrokenAnchors: "warn",
  onDuplicateRoutes: "warn",
  onBrokenMarkdownLinks: "warn",
  onBrokenMarkdownImages: "throw",
  docs: {
    sidebarPath: "sidebars.ts",
    editUrl: \`\${repo}/edit/main/docs/\`,
  },
  themeConfig: {
    image: "img/logo.svg",
    colorMode: { defaultMode: "light", disableSwitch: false, respectPrefersColorScheme: false },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    navbar: {
      title: "基准文档",
      logo: { alt: "Logo", src: "img/logo.svg" },
      items: [
${items.join("\n")}
        { href: repo, label: "GitHub", position: "right" },
      ],
    },
    footer: {
      links: [
        {
          title: "文档",
          items: [
${footer.join("\n")}
          ],
        },
        {
          title: "源码",
          items: [{ label: "GitHub", href: repo }],
        },
      ],
      copyright: "基准站点由 bench/generate.ts 生成。",
    },
  },
};

export default config;
`;
}

function sidebarId(top: Folder): string {
  return `${top.path.replace(/-(\d+)$/, "$1")}Sidebar`;
}

function sidebars(tops: Folder[]): string {
  const lines = tops.map((t) => `  ${sidebarId(t)}: [{ type: "autogenerated", dirName: "${t.path}" }],`);
  return `// Generated by bench/generate.ts: one autogenerated sidebar per top-level folder.
const sidebars = {
${lines.join("\n")}
};

export default sidebars;
`;
}

function homePage(tops: Folder[]): string {
  return `---
layout: home
title: docsgen 基准站点
description: 由 bench/generate.ts 生成的基准测试文档站点。
hero:
  title: docsgen 基准站点
  tagline: 自动生成的基准测试文档
  actions:
    - text: 开始阅读
      link: /docs/${tops[0].path}/overview
---

## 关于 {#about}

这个站点由基准测试脚本生成，内容没有实际意义，只用来测量构建时间和输出大小。
`;
}

/**
 * Writes a docs site with `pages` docs into `dir` (emptied first) and returns a summary. Deterministic:
 * the same `pages` and `seed` always give the same files.
 */
export function generateSite(dir: string, pages: number, seed: number): GeneratedSite {
  if (!Number.isInteger(pages) || pages < 2) throw new Error(`generateSite: pages must be an integer >= 2 (${pages})`);
  const r = createRng(seed);
  const { tops, leaves, all: folders } = planFolders(pages, r);
  const planned: PlannedPage[] = [];
  // One overview per top folder (the navbar and footer link there), the rest spread over the leaves.
  for (const top of tops) {
    if (planned.length >= pages) break;
    const page = planPage(r, `${top.path}/overview.md`, 1);
    top.pages.push(page);
    planned.push(page);
  }
  for (let i = planned.length; i < pages; i++) {
    const leaf = leaves[i % leaves.length];
    const page = planPage(r, `${leaf.path}/page-${pad(i + 1, 5)}.md`, leaf.pages.length + 1);
    leaf.pages.push(page);
    planned.push(page);
  }

  rmSync(dir, { recursive: true, force: true });
  const write = (rel: string, text: string) => {
    const file = join(dir, rel);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  };
  write("site.config.ts", siteConfig(tops));
  write("sidebars.ts", sidebars(tops));
  write("pages/index.md", homePage(tops));
  write("static/img/logo.svg", LOGO);
  for (const [i, folder] of folders.entries()) {
    const category: Record<string, unknown> = { label: folder.label, position: folder.position };
    // Every fourth folder below the top gets a generated index; slugs are relative to /docs.
    if (folder.depth > 1 && i % 4 === 0) {
      category.link = {
        type: "generated-index",
        slug: `${folder.depth === 2 ? "/" : ""}${folder.path}`,
      };
    }
    write(`docs/${folder.path}/_category_.json`, `${JSON.stringify(category, null, 2)}\n`);
  }
  let markdownBytes = 0;
  for (const page of planned) {
    const text = renderPage(r, page, planned);
    markdownBytes += Buffer.byteLength(text);
    write(`docs/${page.path}`, text);
  }
  return {
    dir,
    pages: planned.length,
    folders: folders.length,
    markdownBytes,
    topFolders: tops.map((t) => t.path),
    codeBlocks: planned.reduce((n, p) => n + p.codeBlocks, 0),
  };
}

if (process.argv[1]?.split("\\").join("/").endsWith("bench/generate.ts")) {
  const [dir, pages = "50", seed = "1"] = process.argv.slice(2);
  if (!dir) {
    process.stderr.write("usage: node bin/tsrun.js bench/generate.ts <dir> [pages=50] [seed=1]\n");
    process.exit(2);
  }
  const site = generateSite(dir, Number(pages), Number(seed));
  process.stdout.write(`${JSON.stringify(site)}\n`);
}
