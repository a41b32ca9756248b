// `@theme/MDXComponents/Details`: `<details>` in MDX, as the default map renders it.
export { default } from "../Details.tsx";
