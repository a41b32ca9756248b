/**
 * The manual's diagnostics reference (sites/manual/docs/reference/diagnostics.md), generated from the table of
 * cli/diagnostics/codes.ts (one entry per code of the `DiagnosticCode` union) and the policy table of
 * cli/diagnostics/policy.ts. test/manual/generated.test.ts fails when the page is stale or a code has no entry.
 */
import { readFileSync } from "node:fs";
import { CODE_DOCS } from "../../cli/diagnostics/codes.ts";
import type { DiagnosticCode } from "../../cli/diagnostics/diagnostic.ts";
import { GROUP_FROM } from "../../cli/diagnostics/group.ts";
import { FIXED, POLICY } from "../../cli/diagnostics/policy.ts";
import { GENERATED_NOTE } from "./page.ts";

/** The codes of the union as written in cli/diagnostics/diagnostic.ts, in order: read from the source text. */
export function unionCodes(): string[] {
  const source = readFileSync(new URL("../../cli/diagnostics/diagnostic.ts", import.meta.url), "utf8");
  const union = /export type DiagnosticCode =([\s\S]*?);/.exec(source)?.[1];
  if (!union) throw new Error("cli/diagnostics/diagnostic.ts has no `export type DiagnosticCode = …;`");
  return [...union.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(/\|\s*"([a-z0-9-]+)"/g)].map((m) => m[1]);
}

function severityOf(code: DiagnosticCode): string {
  const option = POLICY[code];
  if (option) return `set by \`${option}\` in \`site.config.ts\` (\`ignore\`, \`log\`, \`warn\` or \`throw\`)`;
  if (FIXED[code]) return FIXED[code];
  return CODE_DOCS[code].severity;
}

function section(code: DiagnosticCode): string {
  const doc = CODE_DOCS[code];
  return `## ${code}

${doc.when}

Severity: ${severityOf(code)}.

\`\`\`text
${doc.example}
\`\`\`

**Fix:** ${doc.fix}
`;
}

/** The whole page. */
export function diagnosticsReferencePage(): string {
  const codes = unionCodes() as DiagnosticCode[];
  return `---
title: Diagnostics reference
description: Every diagnostic code docsgen reports, with an example message and the fix.
toc_max_heading_level: 2
---

${GENERATED_NOTE("scripts/manual/diagnostics-reference.ts", "cli/diagnostics/codes.ts")}

Everything a build reports is one diagnostic, printed once, sorted by file and line:

\`\`\`text
file:line:col: severity [code] message
    hint
\`\`\`

Editors and terminals link the location. An \`error\` stops the build (exit code 1) and leaves the previous
output untouched; a \`warning\` is counted in the summary line (\`… in 2.08 s, 3 warnings\`); an \`info\` is
printed only. \`DEBUG=docsgen\` adds stack traces.

A warning or info said word for word in ${GROUP_FROM} places or more (one unknown front matter key in every doc of a
migrated site) is printed once, at its first place, with the count and the first three places; the summary
still counts each, and \`-v\` prints each:

\`\`\`text
docs/a.md:3: warning [front-matter-unknown] unknown front matter key "owner_team" in a doc (in 300 files: docs/a.md:3, docs/b.md:3, docs/c.md:3 and 297 more; -v lists each)
\`\`\`

The severity of link, anchor, route and image findings comes from \`site.config.ts\` (\`onBrokenLinks\` …
\`onBrokenMarkdownImages\`, see the [configuration reference](./configuration.md)); the others have a fixed one.

| code | severity |
| --- | --- |
${codes.map((c) => `| [\`${c}\`](#${c}) | ${severityOf(c)} |`).join("\n")}

${codes.map(section).join("\n")}`;
}
