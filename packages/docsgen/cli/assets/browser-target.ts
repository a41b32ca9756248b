/** The browsers docsgen's client and the chunks it loads are built for (esbuild's `target`). */
export const BROWSER_TARGET = ["es2022", "chrome111", "firefox115", "safari16"];
