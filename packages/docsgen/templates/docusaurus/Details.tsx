import { Children, type DetailsHTMLAttributes, isValidElement, type ReactNode } from "react";

type Props = Omit<DetailsHTMLAttributes<HTMLDetailsElement>, "summary"> & { summary?: ReactNode };

/**
 * `@theme/Details`: the `<details>` markdown's `<Details summary="…">` gives. `summary` is a string or a
 * `<summary>` element; without it, a `<summary>` among the children is the summary, as in Docusaurus.
 */
export default function Details({ summary, children, ...rest }: Props) {
  const items = Children.toArray(children);
  const inner = summary === undefined ? items.find((c) => isValidElement(c) && c.type === "summary") : undefined;
  const head = isValidElement(summary) ? summary : <summary>{summary ?? (inner ? null : "Details")}</summary>;
  return (
    <details {...rest}>
      {inner ?? head}
      {inner ? items.filter((c) => c !== inner) : items}
    </details>
  );
}
