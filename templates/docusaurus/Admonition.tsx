import type { ReactNode } from "react";
import { ADMONITION_ALERT } from "../../shared/admonition-alert.ts";
import { useSiteContext } from "./context.ts";

/** Infima alert colour of each kind, as markdown admonitions'. */
const ALERT: Readonly<Record<string, string>> = ADMONITION_ALERT;

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
        {icon ? <span className="admonitionIcon">{icon}</span> : null}
        {heading}
      </div>
      <div className="admonitionContent">{children}</div>
    </div>
  );
}
