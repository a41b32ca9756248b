import remarkDirective from "remark-directive";
import remarkGfm from "remark-gfm";
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { type PluggableList, type Processor, unified } from "unified";
import { guardAutolinkLiterals } from "./autolink-guard.ts";

/**
 * The markdown parser: GFM and directives. `extra` are a config's plugins, `use`d for the syntax they add
 * (remark-math's `$…$`); their transforms run apart (markdown/plugins.ts), in Docusaurus's order.
 */
export function markdownParser(extra: PluggableList = []): Processor {
  return unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(guardAutolinkLiterals)
    .use(remarkDirective)
    .use(extra)
    .freeze() as unknown as Processor;
}

/**
 * The MDX parser, with the same extensions as the markdown one. remark-mdx turns off what MDX turns off (raw
 * HTML, indented code, `<url>` autolinks) and parses ESM with acorn.
 */
export function mdxParser(extra: PluggableList = []): Processor {
  return unified()
    .use(remarkParse)
    .use(remarkMdx)
    .use(remarkGfm)
    .use(guardAutolinkLiterals)
    .use(remarkDirective)
    .use(extra)
    .freeze() as unknown as Processor;
}
