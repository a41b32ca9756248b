import type { LastUpdatedPart } from "../../shared/page-model.ts";
import type { ResolvedConfig } from "../config/resolved.ts";
import type { LastChange } from "../content/git-history.ts";
import type { DocSource } from "../content/types.ts";
import type { ModelContext } from "./model-context.ts";

/** A doc's last-update line (lastUpdateLine), with the docs' options. */
export function lastUpdatedOf(ctx: ModelContext, doc: DocSource): LastUpdatedPart[] | undefined {
  return lastUpdateLine(ctx, doc, ctx.config.docs.lastUpdate);
}

/** What a last-update line is made of: the config (its language) and the site's git history. */
interface LineContext {
  config: ResolvedConfig;
  lastChanges?: ReadonlyMap<string, LastChange>;
}

/**
 * A doc's, post's or page's last-update line, as Docusaurus's LastUpdated shows it: the date (with
 * `showLastUpdateTime`) and the author (with `showLastUpdateAuthor`, the plugin's options in `show`) of its
 * last change, front matter `last_update` first, git history else. The site language's message orders the
 * pieces ("Last updated on {date} by {user}", "最后由 {user} 于 {date} 更新").
 */
export function lastUpdateLine(
  ctx: LineContext,
  source: { absPath: string; frontMatter: object },
  show: { time: boolean; author: boolean },
): LastUpdatedPart[] | undefined {
  const { time, author } = show;
  if (!time && !author) return undefined;
  const written = frontMatterUpdate(source.frontMatter);
  const git = ctx.lastChanges?.get(source.absPath);
  const at = time ? (written.date ?? (git ? new Date(git.at) : undefined)) : undefined;
  const by = author ? (written.author ?? git?.by) : undefined;
  if (!at && !by) return undefined;
  const strings = ctx.config.locale.strings.server;
  const pieces: Record<string, LastUpdatedPart[]> = {
    atDate: at ? around(strings.lastUpdatedAtDate, "date", { date: at.toISOString(), label: dateLabel(ctx, at) }) : [],
    byUser: by ? around(strings.lastUpdatedByUser, "user", { author: by }) : [],
  };
  const parts: LastUpdatedPart[] = [];
  for (const piece of strings.lastUpdatedAtBy.split(/(\{atDate\}|\{byUser\})/)) {
    const name = /^\{(atDate|byUser)\}$/.exec(piece)?.[1];
    if (name) parts.push(...pieces[name]);
    else if (piece !== "") parts.push({ text: piece });
  }
  return parts;
}

/** A message with one placeholder as text, the value, text. */
function around(message: string, name: string, value: LastUpdatedPart): LastUpdatedPart[] {
  const [before, after = ""] = message.split(`{${name}}`);
  return [...(before ? [{ text: before }] : []), value, ...(after ? [{ text: after }] : [])];
}

/** The date as Docusaurus writes it: the locale's short month, in UTC ("Jan 5, 2024", "2024年1月5日"). */
function dateLabel(ctx: LineContext, at: Date): string {
  return new Intl.DateTimeFormat(ctx.config.locale.htmlLang, {
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(at);
}

/** Front matter `last_update: { date, author }`, each part when it is usable. */
function frontMatterUpdate(fm: object): { date?: Date; author?: string } {
  const value = (fm as Record<string, unknown>).last_update;
  if (typeof value !== "object" || value === null) return {};
  const { date, author } = value as { date?: unknown; author?: unknown };
  const parsed = date instanceof Date ? date : typeof date === "string" ? new Date(date) : undefined;
  return {
    ...(parsed && !Number.isNaN(parsed.getTime()) ? { date: parsed } : {}),
    ...(typeof author === "string" && author !== "" ? { author } : {}),
  };
}
