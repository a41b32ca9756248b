import type { Heading, Parents, Root, RootContent } from "mdast";
import type { MdxjsEsm } from "mdast-util-mdx";
import type { Point } from "unist";
import { commentId, dropLast } from "../heading-ids.ts";
import { type DroppedAttribute, htmlProperties, propsOf } from "./attributes.ts";
import { currentCategoryList, docCardsNode } from "./doc-card-list.ts";
import { asBlock, blockElements, htmlElement } from "./elements.ts";
import { type JsxElement, type Run, report, type Scope } from "./scope.ts";
import { withSiteAttributes } from "./site-attributes.ts";
import { rootName } from "./site-code.ts";
import { renderTabs, type TabItemInput } from "./tabs.ts";
import { admonitionNode, codeBlockNode, mermaidNode, themedImages } from "./theme.ts";
import { expressionOf, importsOf, isEmptyExpression, propText, staticValue, UNKNOWN } from "./values.ts";

/** The import bindings of a file's ESM blocks, with the place of each. */
export function collectImports(tree: Root, scope: Scope) {
  for (const node of tree.children) {
    if (node.type !== "mdxjsEsm") continue;
    for (const [name, binding] of importsOf(node.data?.estree)) {
      scope.bindings.set(name, binding);
      if (node.position) scope.importAt.set(name, node.position.start);
    }
  }
}

/** Where each `export` of an ESM block is written (estree lines are body lines; the node's are file lines). */
function exportsOf(node: MdxjsEsm): { position: { start: Point } }[] {
  const program = node.data?.estree;
  const start = node.position?.start;
  if (!program || !start) return /^\s*export\b/m.test(node.value) ? [node as { position: { start: Point } }] : [];
  const shift = start.line - (program.loc?.start.line ?? start.line);
  return program.body
    .filter((s) => s.type.startsWith("Export"))
    .map((s) => ({
      position: { start: s.loc ? { line: s.loc.start.line + shift, column: s.loc.start.column + 1 } : start },
    }));
}

/** Expands every MDX node below `parent` (see index.ts for what becomes of each). */
export function expandChildren(parent: Parents, scope: Scope, run: Run) {
  if (parent.type === "heading") headingCommentId(parent);
  const out: RootContent[] = [];
  for (const child of parent.children as RootContent[]) out.push(...expandNode(child, scope, run));
  (parent as { children: RootContent[] }).children = out;
}

/**
 * `## Title {/* #my-id *\/}`: a heading ending in a comment naming an id (Docusaurus 3's MDX form of
 * `{#my-id}`) gets it, set before heading-ids.ts runs; a comment alone in its expression, as there.
 */
function headingCommentId(heading: Heading) {
  const last = heading.children.at(-1);
  if (last?.type !== "mdxTextExpression") return;
  const program = last.data?.estree;
  const comments = program?.comments ?? [];
  const id = program?.body.length === 0 && comments.length === 1 ? commentId(comments[0].value) : undefined;
  if (!id) return;
  dropLast(heading);
  heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
}

function expandNode(node: RootContent, scope: Scope, run: Run): RootContent[] {
  switch (node.type) {
    case "mdxjsEsm":
      if (scope.siteCode) return [node];
      for (const at of exportsOf(node))
        report(run, scope, at, { reason: "an `export` is not evaluated; it is left out", ruleId: "mdx-unsupported" });
      return [];
    case "mdxFlowExpression":
    case "mdxTextExpression":
      // `{/* truncate */}` is MDX's blog excerpt marker: kept as the HTML comment the blog looks for.
      if (node.type === "mdxFlowExpression" && /^\s*\/\*\*?\s*truncate\s*\*\/\s*$/.test(node.value))
        return [{ type: "html", value: "<!-- truncate -->" }];
      {
        // `{props.shift}` in a partial: the value the page passes, as text (partials.ts).
        const prop = scope.props && propText(node.data?.estree, scope.props);
        if (prop !== undefined) return prop === "" ? [] : [{ type: "text", value: prop }];
      }
      if (scope.siteCode && !isEmptyExpression(node.data?.estree)) return [node];
      {
        // `{' '}`, the space JSX needs between a tag and text, or another string or number: its text.
        const text = literalText(node.data?.estree, scope);
        if (text !== undefined) return textNodes(node.type, text);
      }
      if (!isEmptyExpression(node.data?.estree))
        report(run, scope, node, {
          reason: `the expression {${node.value}} is not evaluated; it is left out`,
          ruleId: "mdx-unsupported",
        });
      return [];
    case "mdxJsxFlowElement":
    case "mdxJsxTextElement":
      return expandElement(node, scope, run);
    case "paragraph": {
      const blocks = blockElements(node);
      if (blocks) return blocks.flatMap((e) => expandElement(asBlock(e), scope, run));
      break;
    }
  }
  if ("children" in node) expandChildren(node as Parents, scope, run);
  return [node];
}

function expandElement(node: JsxElement, scope: Scope, run: Run): RootContent[] {
  const name = node.name;
  if (name === null || name === undefined) {
    expandChildren(node, scope, run);
    return node.children as RootContent[];
  }
  if (scope.siteCode?.has(rootName(name))) {
    // The site's component, rendered by the site's code: its children are markdown like the page's.
    expandChildren(node, scope, run);
    return [node];
  }
  const lowercase = /^[a-z]/.test(name) && !name.includes(".");
  const site =
    lowercase && scope.siteCode
      ? withSiteAttributes(node, { ...scope, siteNames: scope.siteCode, schema: run.schema })
      : undefined;
  if (site) {
    // `<div className={styles.box}>`: an HTML element the site's code renders (site-attributes.ts).
    for (const d of site.dropped)
      report(run, scope, node, {
        reason: d.ruleId === "mdx-unsupported" ? `${d.message}; it is left out` : d.message,
        ruleId: d.ruleId,
      });
    expandChildren(site.node, scope, run);
    return [site.node];
  }
  const binding = scope.bindings.get(name);
  const module = binding?.imported === "default" ? binding.source : undefined;
  // `<DocCardList />`: the current category's cards, put in place when the page renders (doc-card-list.ts).
  const cardList = module === "@theme/DocCardList" ? currentCategoryList(node, scope.bindings) : undefined;
  const { props, dropped } = propsOf(cardList ?? node, scope.bindings);
  const drop = (list: DroppedAttribute[]) => {
    for (const d of list)
      report(run, scope, node, {
        reason: d.ruleId === "mdx-unsupported" ? `${d.message}; it is left out` : d.message,
        ruleId: d.ruleId,
      });
  };
  drop(dropped);
  if (lowercase) {
    const html = htmlProperties(props, name, run.schema);
    drop(html.dropped);
    if (html.keep === "nothing") return [];
    expandChildren(node, scope, run);
    if (html.keep === "content") return node.children as RootContent[];
    return [htmlElement(node, name, html.properties)];
  }
  if (cardList)
    return [
      docCardsNode(
        { ...node, position: scope.at ? { start: scope.at, end: scope.at } : node.position },
        props.get("className"),
      ),
    ];
  if (module === "@theme/Tabs") {
    const items: TabItemInput[] = [];
    const others: RootContent[] = [];
    const children = (node.children as RootContent[]).flatMap(
      (c) => (c.type === "paragraph" && blockElements(c)?.map((e) => asBlock(e))) || [c],
    );
    for (const child of children) {
      const item = child.type === "mdxJsxFlowElement" || child.type === "mdxJsxTextElement" ? child : undefined;
      const itemBinding = item?.name ? scope.bindings.get(item.name) : undefined;
      if (item && itemBinding?.source === "@theme/TabItem") {
        const itemProps = propsOf(item, scope.bindings);
        drop(itemProps.dropped);
        expandChildren(item, scope, run);
        items.push({ props: itemProps.props, element: item });
      } else if (!(child.type === "paragraph" && child.children.every((c) => c.type === "text" && !c.value.trim())))
        others.push(child);
    }
    if (others.length > 0)
      report(run, scope, node, {
        reason: "<Tabs> holds content outside any <TabItem>; it is rendered after the tabs",
        ruleId: "mdx-unsupported",
      });
    renderTabs(node, props, items, {
      index: run.tabs++,
      problem: (message, at) => report(run, scope, at, { reason: message, ruleId: "mdx-tabs" }),
    });
    return [node, ...others.flatMap((c) => expandNode(c, scope, run))];
  }
  if (module === "@theme/Admonition") {
    expandChildren(node, scope, run);
    return [admonitionNode(node, props)];
  }
  if (module === "@theme/CodeBlock") return [codeBlockNode(node, props, scope.bindings)];
  if (module === "@theme/Mermaid") return [mermaidNode(node, props)];
  if (module === "@docusaurus/Link") {
    // `<Link to="/docs/x">` is an `<a>`: its target is resolved and checked like a markdown link's.
    const { to, ...rest } = Object.fromEntries(props);
    const html = htmlProperties(
      new Map(Object.entries(to === undefined ? rest : { ...rest, href: to })),
      "a",
      run.schema,
    );
    drop(html.dropped);
    expandChildren(node, scope, run);
    return [htmlElement(node, "a", html.properties)];
  }
  if (module === "@theme/Details") {
    expandChildren(node, scope, run);
    const summary = props.get("summary");
    if (typeof summary === "string")
      node.children.unshift({
        type: "paragraph",
        children: [{ type: "text", value: summary }],
        data: { hName: "summary" },
      } as never);
    return [htmlElement(node, "details", {})];
  }
  if (module === "@theme/ThemedImage") {
    const images = themedImages(node, props, run.schema);
    if (images) {
      drop(images.dropped);
      return images.nodes;
    }
  }
  if (module && /\.mdx?$/.test(module) && binding) return run.partial(node, binding, scope, run);
  const from = binding ? ` (imported from "${binding.source}")` : " (not imported)";
  const what = module === "@theme/TabItem" ? "<TabItem> outside <Tabs>" : `the component <${name}>${from}`;
  report(run, scope, node, { reason: `${what} is not rendered; its content is kept`, ruleId: "mdx-unsupported" });
  expandChildren(node, scope, run);
  return node.children as RootContent[];
}

/** The text of an expression that is a string or number literal (a template without placeholders too). */
function literalText(program: Parameters<typeof expressionOf>[0], scope: Scope): string | undefined {
  const expression = expressionOf(program);
  const literal = expression?.type === "Literal" || expression?.type === "TemplateLiteral";
  const value = expression && literal ? staticValue(expression, scope.bindings) : UNKNOWN;
  return typeof value === "string" || typeof value === "number" ? String(value) : undefined;
}

/** Text in a paragraph's flow, or a paragraph of it between blocks (nothing for blank text there). */
function textNodes(type: "mdxFlowExpression" | "mdxTextExpression", value: string): RootContent[] {
  if (type === "mdxTextExpression") return value === "" ? [] : [{ type: "text", value }];
  return value.trim() === "" ? [] : [{ type: "paragraph", children: [{ type: "text", value }] }];
}
