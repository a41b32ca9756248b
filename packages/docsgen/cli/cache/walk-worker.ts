import { parentPort, workerData } from "node:worker_threads";
import { toMessage, walkFolder } from "./folder-walk.ts";

/** The folder-walk thread (folder-walk.ts): walks one folder, sends the result, and ends. */
const message = toMessage(walkFolder((workerData as { root: string }).root));
parentPort?.postMessage(message, [message.stamps.buffer as ArrayBuffer]);
