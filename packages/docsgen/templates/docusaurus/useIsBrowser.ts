import { useEffect, useState } from "react";

/**
 * `@docusaurus/useIsBrowser`: false on the server and during hydration (so both render the same markup),
 * true once the page has hydrated.
 */
export default function useIsBrowser(): boolean {
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => setIsBrowser(true), []);
  return isBrowser;
}
