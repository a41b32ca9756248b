import { type MessagePort, parentPort } from "node:worker_threads";
import { getHighlighter, highlightBlocks } from "../markdown/highlight.ts";
import { serve } from "./service.ts";

/**
 * A few lines of everyday TypeScript, highlighted while the thread would otherwise wait for the first
 * page (the main thread is still loading the pipeline and the config): loading the grammar, compiling
 * its common regexes and warming the tokenizer's code move out of the first real request. Most docs
 * show TypeScript or JavaScript; on a site that does not, the work only used an idle core. The output
 * does not depend on it (the caches are exact).
 */
const WARM_UP = `import { a, type B } from "./c";
export default class W<T> extends Base implements I {
  private x: number = 1; // comment
  async m(arg: string, ...rest: T[]): Promise<void> {
    const s = \`t \${arg}\`;
    if (!arg) return;
    for (const r of rest) await fn({ key: r, n: [1, 2] }, (v) => v * 2);
  }
}
/** doc */
interface I { f?(): boolean }
type U = "a" | 1 | null;
`;

/** The highlight thread: answers every port it is given (the build's main thread and its build workers). */
void getHighlighter().then(() => highlightBlocks([{ code: WARM_UP, lang: "ts", lines: [] }]));

parentPort?.on("message", (message: { port: MessagePort }) => serve(message.port, highlightBlocks));
