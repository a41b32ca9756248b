/**
 * What a Docusaurus user types, and docsgen's way to do it: `docsgen start` and the other `docusaurus` verbs
 * are answered with that instead of commander's bare "unknown command" (a migrating team's first command).
 */
const VERBS: Record<string, string> = {
  start: "docsgen serve --watch (serves the site and rebuilds it on every save)",
  deploy:
    "docsgen build, then copy the output folder to the server (the manual's deployment guide has the nginx config and a CI recipe)",
  clear:
    "docsgen build --no-cache (a build without the cache), or delete node_modules/.cache/docsgen-build to empty the cache",
  "write-translations":
    "nothing to generate: docsgen reads i18n/<locale>/code.json as it is (the manual's interface language guide)",
  "write-heading-ids":
    "nothing to write: docsgen reads {#id} after headings and makes the other ids as Docusaurus does",
  "docs:version":
    "copy docs/ to versioned_docs/version-<name>/ and the sidebars to versioned_sidebars/, and list the name in versions.json (the manual's versioned docs guide)",
};

/** The line for an unknown command that is a Docusaurus verb; undefined for any other. */
export function docusaurusVerb(command: string | undefined): string | undefined {
  if (command === undefined || !Object.hasOwn(VERBS, command)) return undefined;
  return `docsgen: "${command}" is a docusaurus command; with docsgen, use ${VERBS[command]}.`;
}
