/**
 * A plugin module's static `validateOptions({ validate, options })` and `validateThemeConfig({ validate,
 * themeConfig })`, called before its plugin function as Docusaurus calls them (its core's plugin init): what
 * the first returns is the plugin's options, what the second returns is merged into the theme config the next
 * plugins see. Both are the site's code, called contained and time-limited (call.ts).
 *
 * The `validate` they are given is Docusaurus's (`@docusaurus/utils-validation`'s normalizePluginOptions and
 * normalizeThemeConfig) for a Joi schema: the options' schema gains the `id` every plugin may have (letters,
 * digits, `_`, `-`; "default" when absent), the theme config's allows the keys other themes read, and values
 * are checked without conversion. The Joi that built the schema builds the `id` rule too (a schema carries its
 * root), so the site's own Joi does the checking, whichever copy it installed. A schema docsgen cannot read
 * (no synchronous `validate`) lets the value through unchecked, with a warning; a value the schema refuses is
 * a located error naming the plugin and the option, as Docusaurus stops there too.
 */
import { join } from "node:path";
import { lineOf } from "../../config/locate.ts";
import { readText } from "../../config/module/load.ts";
import type { ResolvedConfig } from "../../config/resolved.ts";
import { themeConfigSchema } from "../../config/schema/theme-config.ts";
import { BuildError, type Diagnostic } from "../../diagnostics/diagnostic.ts";
import { callPluginCode, type PluginPlace, pluginDiagnostic } from "./call.ts";
import type { LoadedPlugin } from "./load.ts";

/** Docusaurus's rule for a plugin instance's id (utils-validation's PluginIdSchema). */
const ID = /^[a-zA-Z0-9_-]+$/;

/**
 * The options a loaded plugin is called with: what its `validateOptions` returns, else the options as written
 * with the default `id`. Its `validateThemeConfig`, if any, merges into `siteConfig.themeConfig` (the context
 * every plugin function is given), as Docusaurus does before it calls the plugin function.
 */
export async function validatedOptions(
  config: ResolvedConfig,
  loaded: LoadedPlugin,
  siteConfig: { themeConfig: Record<string, unknown> },
  diagnostics: Diagnostic[],
): Promise<Record<string, unknown>> {
  const { place, statics } = loaded;
  let options: Record<string, unknown> = { ...loaded.options, id: loaded.options.id ?? "default" };
  const { validateOptions, validateThemeConfig } = statics;
  if (validateOptions) {
    const validate = validator(config, place, "options", diagnostics);
    const given = loaded.options;
    const returned = await callPluginCode(config, place, "validateOptions", () =>
      validateOptions({ validate, options: given }),
    );
    if (typeof returned !== "object" || returned === null || Array.isArray(returned))
      throw new BuildError([
        pluginDiagnostic(config, place, {
          severity: "error",
          message: "returned no options object from its validateOptions",
          hint: "Return the options from validateOptions: `return validate(schema, options);`.",
        }),
      ]);
    options = returned as Record<string, unknown>;
  }
  if (validateThemeConfig) {
    const validate = validator(config, place, "themeConfig", diagnostics);
    const before = siteConfig.themeConfig;
    const returned = await callPluginCode(config, place, "validateThemeConfig", () =>
      validateThemeConfig({ validate, themeConfig: before }),
    );
    // Docusaurus spreads what it returns into the theme config: anything but an object adds nothing.
    const slice = typeof returned === "object" && returned !== null ? (returned as Record<string, unknown>) : {};
    const read = Object.keys(slice).filter((key) => key in themeConfigSchema.fields && !same(slice[key], before[key]));
    if (read.length > 0)
      diagnostics.push(
        pluginDiagnostic(config, place, {
          severity: "warning",
          message: `changes ${read.map((k) => `themeConfig.${k}`).join(", ")} in its validateThemeConfig, which docsgen's theme reads as the config writes it`,
          hint: "Write the values in the config's themeConfig; the plugin's own code sees them changed.",
        }),
      );
    siteConfig.themeConfig = { ...before, ...slice };
  }
  return options;
}

/** The `validate(schema, value)` a plugin's static is given, for its options or for the theme config. */
function validator(config: ResolvedConfig, place: PluginPlace, of: "options" | "themeConfig", out: Diagnostic[]) {
  return (schema: unknown, value: unknown = {}): unknown => {
    const given = (typeof value === "object" && value !== null ? value : {}) as Record<string, unknown>;
    const joi = schema as JoiLike | null;
    if (!joi || !["object", "function"].includes(typeof joi) || typeof joi.validate !== "function") {
      out.push(unreadable(config, place, of));
      return of === "options" ? { ...given, id: given.id ?? "default" } : value;
    }
    // Docusaurus's additions: the `id` of every plugin (built by the Joi that built the schema), the keys of
    // other themes in the theme config.
    const root = joi.$_root;
    const withId = of === "options" && typeof joi.append === "function" && typeof root?.string === "function";
    const final =
      of === "themeConfig"
        ? typeof joi.unknown === "function"
          ? joi.unknown()
          : joi
        : withId
          ? joi.append?.({ id: root?.string?.().regex(ID).default("default") })
          : joi;
    // Without a Joi root to build the id's rule, the schema sees the options without it, and docsgen checks it.
    const { id, ...rest } = given;
    const checked = final?.validate(of === "options" && !withId ? rest : value, { convert: false });
    if (typeof checked !== "object" || checked === null || typeof (checked as { then?: unknown }).then === "function") {
      out.push(unreadable(config, place, of));
      return of === "options" ? { ...given, id: given.id ?? "default" } : value;
    }
    for (const detail of checked.warning?.details ?? [])
      out.push(
        pluginDiagnostic(config, place, {
          severity: "warning",
          message: `warns of its ${of === "options" ? "options" : "themeConfig"}: ${detail.message}`,
          hint: "The plugin's validation says so; the build goes on, as Docusaurus's does.",
        }),
      );
    if (checked.error) throw new BuildError([invalid(config, place, of, checked.error)]);
    if (of === "themeConfig" || withId) return checked.value;
    if (id !== undefined && (typeof id !== "string" || !ID.test(id)))
      throw new BuildError([
        invalid(config, place, of, { message: '"id" must be letters, digits, _ and -', details: [{ path: ["id"] }] }),
      ]);
    return { ...(checked.value as object), id: id ?? "default" };
  };
}

/** A value the schema refuses: a located error at the option (or theme config key) as written. */
function invalid(config: ResolvedConfig, place: PluginPlace, of: "options" | "themeConfig", error: JoiError) {
  const path = (error.details?.[0]?.path ?? []).map((p) => (typeof p === "number" ? `[${p}]` : `.${p}`)).join("");
  const message = error.details?.[0]?.message ?? error.message ?? "is refused by its schema";
  const written = of === "options" ? `${place.at}[1]${path}` : `themeConfig${path}`;
  const d = pluginDiagnostic(config, place, {
    severity: "error",
    code: "config-invalid",
    message:
      of === "options"
        ? `has an invalid option${path ? ` ${path.slice(1)}` : ""}: ${message}`
        : `finds ${written} invalid: ${message}`,
    hint: "Correct the value as the plugin's documentation says: Docusaurus stops at it too.",
  });
  const line = lineOf(readText(join(config.siteDir, config.configFile)), written);
  return { ...d, ...(line ? { line } : {}) };
}

/** A schema docsgen cannot read: the value goes through unchecked. */
function unreadable(config: ResolvedConfig, place: PluginPlace, of: "options" | "themeConfig"): Diagnostic {
  return pluginDiagnostic(config, place, {
    severity: "warning",
    message: `gives validate() a schema docsgen cannot read (not a Joi schema): its ${of === "options" ? "options are" : "themeConfig is"} used unchecked`,
    hint: "Docusaurus validates with Joi (`Joi` of @docusaurus/utils-validation); the build goes on without the check.",
  });
}

/** Whether two values are the same data (a value that cannot be compared counts as changed). */
function same(a: unknown, b: unknown): boolean {
  try {
    return JSON.stringify(a) === JSON.stringify(b);
  } catch {
    return false;
  }
}

/** What docsgen reads of a Joi schema (joi's `any`, `object`). */
interface JoiLike {
  validate: (value: unknown, options: { convert: boolean }) => JoiResult;
  append?: (keys: Record<string, unknown>) => JoiLike;
  unknown?: () => JoiLike;
  /** The Joi that built the schema. */
  $_root?: { string?: () => { regex: (re: RegExp) => { default: (value: string) => unknown } } };
}

/** What a Joi schema's `validate` returns. */
interface JoiResult {
  value?: unknown;
  error?: JoiError;
  warning?: { details?: { message: string }[] };
}

/** A Joi validation error: the first detail names the key. */
interface JoiError {
  message?: string;
  details?: { message?: string; path?: (string | number)[] }[];
}
