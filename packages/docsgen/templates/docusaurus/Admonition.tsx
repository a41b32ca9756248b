import type { ReactNode } from "react";
import { ADMONITION_ALERT } from "../../shared/admonition-alert.ts";
import { ADMONITION_ICON, type AdmonitionIcon } from "../../shared/admonition-icons.ts";
import { useSiteContext } from "./context.ts";

/** Infima alert colour and icon of each kind, as markdown admonitions'. */
const ALERT: Readonly<Record<string, string>> = ADMONITION_ALERT;
const ICON: Readonly<Record<string, AdmonitionIcon>> = ADMONITION_ICON;

/** `@theme/Admonition`: the same box as a `:::tip` in markdown, titled in the site's language by default. */
export default function Admonition({
  type = "note",
  title,
  icon,
  children,
}: {
  type?: string;
  title?: ReactNode;
  icon?: ReactNode;
  children?: ReactNode;
}) {
  const { admonitionTitles } = useSiteContext();
  const heading = title ?? admonitionTitles[type] ?? type;
  return (
    <div className={`theme-admonition theme-admonition-${type} alert alert--${ALERT[type] ?? "secondary"}`}>
      <div className="admonitionHeading">
        <span className="admonitionIcon">{icon ?? <DefaultIcon type={type} />}</span>
        {heading}
      </div>
      <div className="admonitionContent">{children}</div>
    </div>
  );
}

/** The kind's icon (a note's for a kind docsgen does not know), drawn as markdown admonitions draw it. */
function DefaultIcon({ type }: { type: string }) {
  const { viewBox, d } = ICON[type] ?? ICON.note;
  return (
    <svg viewBox={viewBox} aria-hidden="true">
      <path fillRule="evenodd" d={d} />
    </svg>
  );
}
