import { Fragment } from "react";
import type { LastUpdatedPart } from "../shared/page-model.ts";

/** A doc's last-update line, pieces in the site language's order (cli/model/last-updated.ts), as Docusaurus marks it up. */
export function LastUpdated({ parts }: { parts: LastUpdatedPart[] }) {
  return (
    <span className="theme-last-updated">
      {parts.map((part, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the pieces never move
        <Fragment key={i}>
          {"text" in part ? part.text : null}
          {"date" in part ? (
            <b>
              <time dateTime={part.date} itemProp="dateModified">
                {part.label}
              </time>
            </b>
          ) : null}
          {"author" in part ? <b>{part.author}</b> : null}
        </Fragment>
      ))}
    </span>
  );
}
