import { Footer as ShellFooter } from "../App.tsx";
import { useSiteContext } from "./context.ts";

/**
 * `@theme/Footer`: docsgen's footer, from the config's `themeConfig.footer`. A site's `src/theme/Footer`
 * replaces it on every page (theme/shell.ts) and may wrap it as `@theme-original/Footer`.
 */
export default function Footer() {
  const { site } = useSiteContext();
  return <ShellFooter site={site} />;
}
