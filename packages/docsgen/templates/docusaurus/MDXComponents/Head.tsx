// `@theme/MDXComponents/Head`: `<Head>` in MDX, as the default map renders it.
export { default } from "../Head.tsx";
