import { digestOf } from "../content/held.ts";
import type { TwinInputs } from "../content/types.ts";
import { fencedLines } from "./fences.ts";

/** An inline link or image as the markdown twin rewrites it: `[text](url "title")`, outside fenced code. */
const LINK = /(!?\[[^\]]*\]\()([^)\s]+)((?:\s+"[^"]*")?\))/g;

/** A body with each link's or image's target replaced by `rewrite` (plugins/llms/llms.ts: the markdown twin). */
export function rewriteTwinLinks(body: string, rewrite: (url: string, image: boolean) => string): string {
  const lines = body.split("\n");
  const fenced = fencedLines(lines);
  return lines
    .map((line, i) =>
      fenced[i]
        ? line
        : line.replace(
            LINK,
            (_m, open: string, url: string, close: string) => `${open}${rewrite(url, open.startsWith("!"))}${close}`,
          ),
    )
    .join("\n");
}

/** What a doc's twin is made of besides the config and the site's routes: see TwinInputs. */
export function twinInputs(body: string): TwinInputs {
  const targets = new Set<string>();
  rewriteTwinLinks(body, (url, image) => {
    targets.add(image ? `!${url}` : url);
    return url;
  });
  return { body: digestOf(body), targets: [...targets] };
}
