import * as react from "react";
import * as jsx from "react/jsx-runtime";
import { useStrings } from "../templates/strings-context.ts";

/**
 * What chunks built apart from the entry share with it (the search dialog: cli/assets/client-bundle.ts,
 * entryShared): the one React instance and the strings context the app provides.
 */
declare global {
  var __docsgenShared: { react: typeof react; jsx: typeof jsx; useStrings: typeof useStrings };
}

globalThis.__docsgenShared = { react, jsx, useStrings };
