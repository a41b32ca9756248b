import type { LastUpdatedPart } from "../../shared/page-model.ts";
import { LastUpdated as OwnLastUpdated } from "../LastUpdated.tsx";
import { useSiteContext } from "./context.ts";

/**
 * `@theme/LastUpdated`: the doc's last-update line, with Docusaurus's props (`lastUpdatedAt` in milliseconds,
 * `lastUpdatedBy`), the same markup as docsgen's doc footer. docsgen writes the line's words in the site's
 * language at build time (cli/model/last-updated.ts), so it keeps the doc's line and shows the props' date and
 * author in it; a prop left out drops its value. docsgen's `@theme/DocItem/Footer` is made of it, so a site's
 * `src/theme/LastUpdated` shows in every doc's footer and may wrap it as `@theme-original/LastUpdated`.
 */
export default function LastUpdated({
  lastUpdatedAt,
  lastUpdatedBy,
}: {
  lastUpdatedAt?: number;
  lastUpdatedBy?: string;
}) {
  const { page } = useSiteContext();
  const parts = (page.lastUpdated ?? []).flatMap((part): LastUpdatedPart[] => {
    if ("date" in part) {
      if (lastUpdatedAt === undefined) return [];
      if (Date.parse(part.date) === lastUpdatedAt) return [part];
      const date = new Date(lastUpdatedAt).toISOString();
      return [{ date, label: date.slice(0, 10) }];
    }
    if ("author" in part) return lastUpdatedBy === undefined ? [] : [{ author: lastUpdatedBy }];
    return [part];
  });
  return parts.length > 0 ? <OwnLastUpdated parts={parts} /> : null;
}
