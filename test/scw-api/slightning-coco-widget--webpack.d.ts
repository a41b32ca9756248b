/**
 * The webpack tooling of SCW (`slightning-coco-widget--webpack`) 2.5.2, as far as the docs' examples use it.
 * webpack's own types are not a dependency here, so the config is described structurally.
 */
declare module "slightning-coco-widget--webpack" {
  // biome-ignore lint/complexity/noUselessEmptyExport: turns off implicit exports in this ambient module.
  export {};

  /** A webpack plugin, structurally. */
  interface WebpackPlugin {
    apply(compiler: unknown): void;
  }
  /** A webpack module rule, structurally. */
  interface RuleSetRule {
    test?: RegExp;
    exclude?: RegExp;
    use?: string | (string | { loader: string; options?: Record<string, unknown> })[];
  }

  /**
   * The shared webpack configuration to `merge` yours into: CommonJS output, the bypass-restrictions loader and
   * the build-time-convert slot on `/\.(j|t)sx?$/`, `react` as an external, `WrapperPlugin` and
   * `BuildTimeConvertPlugin`.
   */
  export const config: {
    output: { library: { type: "commonjs" } };
    module: { rules: RuleSetRule[] };
    externals: Record<string, string>;
    plugins: WebpackPlugin[];
  };

  /** Options of `WrapperPlugin`. */
  export interface WrapperPluginOptions {
    /** Files to wrap; default: `.js` files that are not `.hot-update.js`. */
    test: RegExp;
    /** Default `false`. */
    stringify: boolean;
    /** Wrap the bundle in try/catch that alerts and logs errors; default `true`. */
    catchError: boolean;
  }
  /** Wraps the bundle to bypass CoCo's restrictions and to surface errors CoCo would swallow. */
  export class WrapperPlugin implements WebpackPlugin {
    constructor(options?: Partial<WrapperPluginOptions> | null);
    readonly options: WrapperPluginOptions;
    apply(compiler: unknown): void;
  }
  /** Injects the data recorded by `scw-build` (experimental build-time conversion). */
  export class BuildTimeConvertPlugin implements WebpackPlugin {
    apply(compiler: unknown): void;
  }

  /** Loader paths, for writing your own rules. */
  export const Loaders: {
    BypassRestrictions: string;
    /** @deprecated Old name of `BypassRestrictions`. */
    BypassRestrictionsLoader: string;
    ExternalImport: string;
    /** @deprecated Old name of `ExternalImport`. */
    ExternalImportLoader: string;
    BuildTimeConvert: string;
    BuildTimeConvertRecord: string;
    BuildTimeConvertInject: string;
  };

  /** How one keyword is bypassed: a replacement spelling and/or a runtime shim to import. */
  export interface Bypass {
    replace?: string | null;
    importSource?: string | null;
  }
  /** Keywords CoCo rejects (`XMLHttpRequest`, `fetch`, `WebSocket`, `location`, …) and their bypasses. */
  export const BYPASS_MAP: Record<string, Bypass>;
  /** Both steps below, on JavaScript source. */
  export function bypassRestrictions(source: string): string;
  /** Adds imports of runtime shims for forbidden globals. */
  export function bypassAddImport(source: string): string;
  /** Rewrites forbidden keywords so CoCo's check does not see them. */
  export function bypassKeyWordsCheck(source: string): string;
}
