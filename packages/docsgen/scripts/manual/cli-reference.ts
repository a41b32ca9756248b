/**
 * The manual's CLI reference (sites/manual/docs/reference/cli.md), generated from the commander program of
 * cli/main.ts: each command's description, options with their defaults, and its `--help` text as printed.
 * test/manual/generated.test.ts fails when the committed page differs.
 */
import type { Command, Option } from "commander";
import { createProgram } from "../../cli/main.ts";
import { GENERATED_NOTE } from "./page.ts";

/** Help as `docsgen <command> --help` prints it, at a fixed width so the page does not depend on the terminal. */
function helpText(command: Command): string {
  let out = "";
  command.configureHelp({ helpWidth: 110 });
  command.configureOutput({ writeOut: (text) => (out += text), writeErr: (text) => (out += text) });
  command.outputHelp();
  return out.trimEnd();
}

const cell = (text: string) => text.replaceAll("|", "\\|");

function optionRow(option: Option): string {
  const value = option.defaultValue === undefined ? "–" : `\`${JSON.stringify(option.defaultValue)}\``;
  // `--no-cache` defaults to true (the cache is on): say what the flag does, not commander's internal default.
  const shown = option.negate ? "–" : value;
  return `| \`${option.flags}\` | ${shown} | ${cell(option.description)} |`;
}

function commandSection(command: Command): string {
  const args = command.registeredArguments
    .map(
      (a) =>
        `| \`${a.required ? `<${a.name()}>` : `[${a.name()}]`}\` | ${a.defaultValue === undefined ? "–" : `\`${JSON.stringify(a.defaultValue)}\``} | ${cell(a.description)} |`,
    )
    .join("\n");
  return `## docsgen ${command.name()}

${command.description()}

| argument or option | default | meaning |
| --- | --- | --- |
${args}
${command.options.map(optionRow).join("\n")}

\`\`\`text
$ docsgen ${command.name()} --help
${helpText(command)}
\`\`\`
`;
}

/** The whole page. */
export function cliReferencePage(): string {
  const program = createProgram(() => {});
  return `---
title: CLI reference
description: The docsgen commands, their arguments, options and exit codes, generated from their --help.
---

${GENERATED_NOTE("scripts/manual/cli-reference.ts", "cli/main.ts and cli/commands/*.ts")}

\`docsgen\` has ${program.commands.length} commands: ${program.commands.map((c) => `[${c.name()}](#docsgen-${c.name()})`).join(", ")}. A \`[siteDir]\` argument is the site folder
(the one with \`site.config.ts\`), the current folder when left out.

\`\`\`text
$ docsgen --help
${helpText(program)}
\`\`\`

${program.commands.map(commandSection).join("\n")}`;
}
