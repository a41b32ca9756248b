import { createContext, useContext } from "react";
import type { UiStrings } from "../shared/strings.ts";

/**
 * The site's interface text, provided once around the app by the server render (cli/render/document.ts)
 * and by the client entry (the catalogue esbuild inlined for this build): passed explicitly, so one
 * process can render sites in different languages.
 */
export const StringsContext = createContext<UiStrings | null>(null);

/** The interface text; throws outside a provider rather than falling back to some language. */
export function useStrings(): UiStrings {
  const strings = useContext(StringsContext);
  if (!strings) throw new Error("docsgen: a template rendered outside <StringsContext>");
  return strings;
}
