// `@theme/MDXComponents/Heading`: a heading of MDX (`<MDXHeading as="h2" … />` in a site's map).
export { default } from "../Heading.tsx";
