import { DOCUSAURUS_MODULES } from "./modules.ts";

/** The components docsgen's theme has: the `@theme/<name>` modules it provides to site code (modules.ts). */
export const OWN_COMPONENTS: ReadonlySet<string> = new Set(
  Object.keys(DOCUSAURUS_MODULES).flatMap((s) => (s.startsWith("@theme/") ? [s.slice("@theme/".length)] : [])),
);

/**
 * Every name of docsgen's modules: the provided ones, and for each theme component its `@theme-original/`
 * and `@theme-init/` names (docsgen's theme is the first and, without theme packages, the only one below the
 * site's `src/theme`). Specifier → docsgen's file, relative to its package root.
 */
export const OWN_MODULES: Record<string, string> = {
  ...Object.fromEntries(
    [...OWN_COMPONENTS].flatMap((name) => {
      const file = DOCUSAURUS_MODULES[`@theme/${name}`] as string;
      return [
        [`@theme-original/${name}`, file],
        [`@theme-init/${name}`, file],
      ];
    }),
  ),
  ...DOCUSAURUS_MODULES,
};
