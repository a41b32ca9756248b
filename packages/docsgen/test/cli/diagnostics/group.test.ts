import { describe, expect, it } from "vitest";
import type { Diagnostic } from "../../../cli/diagnostics/diagnostic.ts";
import { GROUP_FROM, printed } from "../../../cli/diagnostics/group.ts";
import { type Logger, report } from "../../../cli/diagnostics/log.ts";

const warning = (file: string, line: number, message = "an admonition kind docsgen does not know"): Diagnostic => ({
  severity: "warning",
  code: "admonition-unknown",
  message,
  file,
  line,
  hint: "Use a known kind.",
});

const capture = (level: Logger["level"]) => {
  const out: string[] = [];
  const log: Logger = { level, info: (m) => out.push(`info: ${m}`), error: (m) => out.push(`error: ${m}`) };
  return { log, out };
};

describe("printed", () => {
  it("groups a message said in GROUP_FROM places, at the first, naming three", () => {
    const list = Array.from({ length: GROUP_FROM }, (_, i) => warning(`docs/p${i}.md`, 2));
    expect(printed(list, false)).toEqual([
      {
        severity: "warning",
        text: `docs/p0.md:2: warning [admonition-unknown] an admonition kind docsgen does not know (in ${GROUP_FROM} files: docs/p0.md:2, docs/p1.md:2, docs/p2.md:2 and ${GROUP_FROM - 3} more; -v lists each)\n    Use a known kind.`,
      },
    ]);
  });

  it("keeps fewer places, other messages and their order as they are", () => {
    const list = [
      warning("docs/a.md", 1),
      ...Array.from({ length: GROUP_FROM - 1 }, (_, i) => warning(`docs/b${i}.md`, 3, "another")),
      warning("docs/c.md", 1),
    ];
    expect(printed(list, false).map((p) => p.text.split(" warning")[0])).toEqual([
      "docs/a.md:1:",
      ...Array.from({ length: GROUP_FROM - 1 }, (_, i) => `docs/b${i}.md:3:`),
      "docs/c.md:1:",
    ]);
  });

  it("counts places apart from files when one file says it more than once", () => {
    const list = [1, 2, 3, 4, 5, 6].map((line) => warning(line < 5 ? "docs/a.md" : "docs/b.md", line));
    expect(printed(list, false)[0].text).toContain(
      "(6 times in 2 files: docs/a.md:1, docs/a.md:2, docs/a.md:3 and 3 more; -v lists each)",
    );
  });

  it("lists every place when all are asked for, and never groups errors", () => {
    const list = Array.from({ length: GROUP_FROM + 1 }, (_, i) => warning(`docs/p${i}.md`, 2));
    expect(printed(list, true)).toHaveLength(GROUP_FROM + 1);
    const errors = list.map((d) => ({ ...d, severity: "error" as const }));
    expect(printed(errors, false)).toHaveLength(GROUP_FROM + 1);
  });
});

describe("report", () => {
  it("groups unless the log is verbose; what another locale printed is left out first", () => {
    const list = Array.from({ length: GROUP_FROM + 2 }, (_, i) => warning(`docs/p${i}.md`, 2));
    const normal = capture("normal");
    report(normal.log, list);
    expect(normal.out).toHaveLength(1);
    const verbose = capture("verbose");
    report(verbose.log, list);
    expect(verbose.out).toHaveLength(GROUP_FROM + 2);
    const shared = capture("normal");
    shared.log.reported = new Set();
    report(shared.log, list.slice(0, 2));
    report(shared.log, list);
    expect(shared.out.at(-1)).toContain(`(in ${GROUP_FROM} files: docs/p2.md:2,`);
  });
});
