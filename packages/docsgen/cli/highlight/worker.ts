import { type MessagePort, parentPort } from "node:worker_threads";
import { getHighlighter, highlightBlocks } from "../markdown/highlight.ts";
import { serve } from "./service.ts";

/** The highlight thread: answers every port it is given (the build's main thread and its build workers). */
void getHighlighter(); // WASM set-up starts before the first request arrives

parentPort?.on("message", (message: { port: MessagePort }) => serve(message.port, highlightBlocks));
