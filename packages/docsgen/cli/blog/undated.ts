import { execFileSync } from "node:child_process";
import { statSync } from "node:fs";
import { basename, dirname } from "node:path";
import type { Diagnostic } from "../diagnostics/diagnostic.ts";

/**
 * The date Docusaurus gives a post whose front matter and file name have none: the commit that added its
 * file (`git log --max-count=1 --follow --diff-filter=A`), else, outside git history, the file's creation
 * time. Only such posts run git, one process each: a blog whose posts are dated pays nothing. A warning
 * says so, since the file may be no post at all (an AGENTS.md), which the blog's `exclude` leaves out.
 */
export function undatedPost(absPath: string, file: string): { date: Date; warning: Diagnostic } {
  let date: Date | undefined;
  let from = "the commit that added it";
  try {
    const args = ["log", "--max-count=1", "--follow", "--diff-filter=A", "--format=%ct", "--", basename(absPath)];
    const out = execFileSync("git", args, { cwd: dirname(absPath), encoding: "utf8", stdio: "pipe", timeout: 10_000 });
    if (/^\d+\s*$/.test(out)) date = new Date(Number(out.trim()) * 1000);
  } catch {
    // No git, or not a repository: the file's own time, as Docusaurus falls back to.
  }
  if (!date) {
    const stats = statSync(absPath);
    date = stats.birthtimeMs > 0 ? stats.birthtime : stats.mtime;
    from = "its file's creation time (it has no git history)";
  }
  const day = date.toISOString().slice(0, 10);
  const warning: Diagnostic = {
    severity: "warning",
    code: "front-matter",
    message: `a blog post with no date in its front matter or file name: dated ${day} by ${from}, as Docusaurus dates it`,
    file,
    hint: 'Add `date:` to its front matter or start its name with the date (2024-01-05-name.md); a file that is no post is left out with the blog\'s `exclude` (`exclude: ["**/AGENTS.md"]`).',
  };
  return { date, warning };
}
