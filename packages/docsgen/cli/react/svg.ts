import { readFile } from "node:fs/promises";
import type { Plugin } from "esbuild";

/**
 * SVG files imported or required by the site's code are React components, as Docusaurus makes them (SVGR):
 * the classic template's `require("@site/static/img/x.svg").default` rendered as `<Svg className=… />`. The
 * root's attributes become props (the caller's win), its content is inserted as it is. From CSS (`url()`),
 * an SVG stays a file.
 */
export const svgComponents: Plugin = {
  name: "docsgen-svg-components",
  setup(build) {
    build.onResolve({ filter: /\.svg$/i }, async (args) => {
      if (args.kind !== "import-statement" && args.kind !== "require-call" && args.kind !== "dynamic-import")
        return undefined;
      if (args.pluginData === "svg") return undefined;
      const resolved = await build.resolve(args.path, {
        kind: args.kind,
        resolveDir: args.resolveDir,
        importer: args.importer,
        pluginData: "svg",
      });
      if (resolved.errors.length > 0) return { errors: resolved.errors };
      return { path: resolved.path, namespace: "svg-component" };
    });
    build.onLoad({ filter: /.*/, namespace: "svg-component" }, async (args) => {
      const text = (await readFile(args.path, "utf8")).replace(
        /<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>/gi,
        "",
      );
      const root = /<svg\b([^>]*)>([\s\S]*)<\/svg>/i.exec(text);
      const attrs = root ? propsOf(root[1]) : {};
      const inner = root ? root[2].trim() : "";
      return {
        contents: `import { jsx } from "react/jsx-runtime";
const attrs = ${JSON.stringify(attrs)};
export default function Svg({ title, ...props }) {
  return jsx("svg", { ...attrs, ...props, dangerouslySetInnerHTML: { __html: (title ? "<title>" + String(title).replace(/</g, "&lt;") + "</title>" : "") + ${JSON.stringify(inner)} } });
}
export const ReactComponent = Svg;`,
        loader: "js",
        resolveDir: args.path.replace(/[\\/][^\\/]*$/, ""),
      };
    });
  },
};

/** The root `<svg>`'s attributes as React props: `class` → `className`, `stroke-width` → `strokeWidth`, `style` → an object. */
function propsOf(attributes: string): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const m of attributes.matchAll(/([\w:.-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) {
    const [name, value] = [m[1], m[2] ?? m[3]];
    if (name === "class") props.className = value;
    else if (name === "style") props.style = styleObject(value);
    else if (/^(data|aria)-/.test(name)) props[name] = value;
    else props[name.replace(/[:-](\w)/g, (_: string, c: string) => c.toUpperCase())] = value;
  }
  return props;
}

function styleObject(style: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const decl of style.split(";")) {
    const [key, ...rest] = decl.split(":");
    if (!key?.trim() || rest.length === 0) continue;
    out[key.trim().replace(/-(\w)/g, (_, c: string) => c.toUpperCase())] = rest.join(":").trim();
  }
  return out;
}
