import type { ReactNode } from "react";
import useIsBrowser from "./useIsBrowser.ts";

/** `@docusaurus/BrowserOnly`: `fallback` on the server and at hydration, then what `children()` returns. */
export default function BrowserOnly({ children, fallback }: { children: () => ReactNode; fallback?: ReactNode }) {
  const isBrowser = useIsBrowser();
  if (!isBrowser || typeof children !== "function") return fallback ?? null;
  return <>{children()}</>;
}
