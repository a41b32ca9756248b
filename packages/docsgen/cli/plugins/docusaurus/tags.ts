/**
 * A site plugin's `injectHtmlTags`: its tag objects are checked as the config's `headTags` are
 * (config/injected-tags.ts: names, URLs, event handlers) and join the config's tags, with the sources the
 * content security policy then opens for them. Docusaurus's `headTags` go in the head, `preBodyTags` right
 * after `<body>`; docsgen has no place at the end of the body, so `postBodyTags` go after `<body>` too.
 */
import { type InjectedConfig, type InjectedTags, injectedProblems, injectedTags } from "../../config/injected-tags.ts";

type Rec = Record<string, unknown>;
const isRecord = (v: unknown): v is Rec => typeof v === "object" && v !== null && !Array.isArray(v);
type TagObject = NonNullable<InjectedConfig["headTags"]>[number];

/** The tags one plugin injects, with what is wrong with them (`errors` stop the build). */
export interface PluginTags {
  tags?: InjectedTags;
  errors: string[];
  warnings: string[];
}

/** Reads the object `injectHtmlTags` returned. */
export function pluginTags(returned: unknown): PluginTags {
  const errors: string[] = [];
  const warnings: string[] = [];
  if (!isRecord(returned)) return { errors, warnings };
  const head: TagObject[] = [];
  const body: TagObject[] = [];
  for (const [key, into] of [
    ["headTags", head],
    ["preBodyTags", body],
    ["postBodyTags", body],
  ] as const) {
    const list = returned[key];
    if (list === undefined) continue;
    for (const [i, tag] of (Array.isArray(list) ? list : [list]).entries()) {
      const at = `${key}[${i}]`;
      if (typeof tag === "string") {
        warnings.push(
          `injects ${at} as an HTML string, which docsgen does not parse: it is left out (give a tag object)`,
        );
        continue;
      }
      const problem = tagProblem(tag);
      if (problem) {
        errors.push(`injects ${at}, which ${problem}`);
        continue;
      }
      const checked = injectedProblems({ headTags: [tag as TagObject] });
      for (const p of checked) {
        const text = `injects ${at}${p.path.replace(/^headTags\[0\]/, "")}, which ${p.message}`;
        (p.warning ? warnings : errors).push(text);
      }
      if (checked.length === 0) into.push(definedAttributes(tag as TagObject));
    }
  }
  if (Array.isArray(returned.postBodyTags) && returned.postBodyTags.length > 0)
    warnings.push("injects postBodyTags: docsgen writes them right after <body>, with the preBodyTags");
  const inHead = injectedTags({ headTags: head });
  const inBody = injectedTags({ headTags: body });
  if (!inHead && !inBody) return { errors, warnings };
  return {
    tags: {
      head: inHead?.head ?? [],
      body: inBody?.head ?? [],
      sources: mergeSources(inHead?.sources ?? {}, inBody?.sources ?? {}),
    },
    errors,
    warnings,
  };
}

/** Why a value is not a tag object (`{ tagName, attributes?, innerHTML? }`), or undefined. */
function tagProblem(tag: unknown): string | undefined {
  if (!isRecord(tag) || typeof tag.tagName !== "string") return "is not a tag object with a `tagName`";
  if (tag.innerHTML !== undefined && typeof tag.innerHTML !== "string")
    return "has an `innerHTML` that is not a string";
  if (tag.attributes === undefined) return undefined;
  if (!isRecord(tag.attributes)) return "has `attributes` that are not an object";
  for (const [name, value] of Object.entries(tag.attributes))
    if (typeof value !== "string" && typeof value !== "boolean" && value !== undefined)
      return `has the attribute ${name} that is not a string or a boolean`;
  return undefined;
}

/**
 * The tag without its attributes whose value is `undefined` (an option the plugin's options left unset):
 * Docusaurus writes them as the text "undefined", which no site means; docsgen leaves them out.
 */
function definedAttributes(tag: TagObject): TagObject {
  const { attributes } = tag as { attributes?: Rec };
  if (!attributes || Object.values(attributes).every((v) => v !== undefined)) return tag;
  const kept = Object.entries(attributes).filter(([, v]) => v !== undefined) as [string, string | boolean][];
  return { ...tag, attributes: Object.fromEntries(kept) };
}

function mergeSources(a: InjectedTags["sources"], b: InjectedTags["sources"]): InjectedTags["sources"] {
  const out: InjectedTags["sources"] = { ...a };
  for (const [directive, list] of Object.entries(b) as [keyof typeof b, string[]][])
    out[directive] = [...new Set([...(out[directive] ?? []), ...list])];
  return out;
}

/**
 * The plugins' tags, then the config's own: Docusaurus writes the config's `headTags`, `stylesheets` and
 * `scripts` from a plugin of its own that runs after the site's (its analytics plugins' tags, which come
 * before the site's plugins there, come after them here).
 */
export function joinTags(first: InjectedTags, then: InjectedTags | undefined): InjectedTags {
  if (!then) return first;
  return {
    head: [...first.head, ...then.head],
    body: [...first.body, ...then.body],
    sources: mergeSources(first.sources, then.sources),
  };
}
