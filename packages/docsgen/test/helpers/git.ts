import { spawnSync } from "node:child_process";

/** Runs git in `cwd` as `author` at `when` (author and committer both), for a history a test writes. */
export function gitAs(cwd: string, args: string[], at: { when: string; author: string }): void {
  const env = {
    ...process.env,
    GIT_AUTHOR_NAME: at.author,
    GIT_AUTHOR_EMAIL: "a@example.com",
    GIT_COMMITTER_NAME: at.author,
    GIT_COMMITTER_EMAIL: "a@example.com",
    GIT_AUTHOR_DATE: at.when,
    GIT_COMMITTER_DATE: at.when,
  };
  const r = spawnSync("git", args, { cwd, env, encoding: "utf8" });
  if (r.status !== 0) throw new Error(r.stderr);
}
