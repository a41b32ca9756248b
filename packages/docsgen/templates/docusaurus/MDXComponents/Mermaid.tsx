// `@theme/MDXComponents/Mermaid`: a ```mermaid fence in MDX, as the default map renders it.
export { default } from "../Mermaid.tsx";
