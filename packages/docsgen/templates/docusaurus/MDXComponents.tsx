import type { HTMLAttributes } from "react";
import Admonition from "./Admonition.tsx";
import Details from "./Details.tsx";
import Head from "./Head.tsx";
import Heading from "./Heading.tsx";
import Link from "./Link.tsx";
import Pre from "./MDXComponents/Pre.tsx";

type HeadingProps = HTMLAttributes<HTMLHeadingElement>;

/** A heading of the map: `@theme/Heading` at a fixed level (the `#` link when it has an id). */
const heading = (as: "h1" | "h2" | "h3" | "h4" | "h5" | "h6") => (props: HeadingProps) => (
  <Heading as={as} {...props} />
);

/**
 * `@theme/MDXComponents`: the default map of MDX elements to theme components, for sites that spread it into
 * their own (`{ ...MDXComponents, Highlight }`) or render its entries on a page.
 */
const MDXComponents = {
  Head,
  details: Details,
  Details,
  a: Link,
  pre: Pre,
  h1: heading("h1"),
  h2: heading("h2"),
  h3: heading("h3"),
  h4: heading("h4"),
  h5: heading("h5"),
  h6: heading("h6"),
  admonition: Admonition,
};

export default MDXComponents;
