import * as react from "react";
import * as jsx from "react/jsx-runtime";
import * as dom from "react-dom/client";
import { useStrings } from "../templates/strings-context.ts";

/**
 * What chunks built apart from the entry share with it (the search dialog: cli/assets/client-bundle.ts,
 * entryShared; the scripts of pages with the site's components: cli/react/entry-react.ts): the one React
 * instance, its DOM client, and the strings context the app provides.
 */
declare global {
  var __docsgenShared: { react: typeof react; jsx: typeof jsx; dom: typeof dom; useStrings: typeof useStrings };
}

globalThis.__docsgenShared = { react, jsx, dom, useStrings };
