import { type MessagePort, parentPort } from "node:worker_threads";
import { getHighlighter, highlightToHtml } from "../markdown/highlight.ts";
import type { CodeRequest } from "./protocol.ts";
import { serve } from "./service.ts";

/** The highlight thread: answers every port it is given (the build's main thread and its build workers). */
const highlighter = getHighlighter(); // grammar and WASM set-up start before the first request arrives

async function answer(blocks: CodeRequest[]): Promise<string[]> {
  const h = await highlighter;
  return blocks.map((b) => highlightToHtml(h, b.code, b.lang, new Set(b.lines)));
}

parentPort?.on("message", (message: { port: MessagePort }) => serve(message.port, answer));
