import { createServer } from "node:net";

/** Whether `port` can be listened on at `host` now: the error code when it cannot (EADDRINUSE, EACCES, …). */
function tryListen(host: string, port: number): Promise<string | undefined> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? "error"));
    probe.listen({ host, port, exclusive: true }, () => probe.close(() => resolve(undefined)));
  });
}

/**
 * Checks the port before `docsgen serve` builds anything, as `docusaurus start` does: a port another
 * program holds is said at once, with the next free one (of the 20 after it), instead of after a whole build
 * (and, in watch mode, a watcher that kept the process running without serving). Undefined when it is free.
 */
export async function busyPort(host: string, port: number): Promise<{ code: string; next?: number } | undefined> {
  if (port === 0) return undefined;
  const code = await tryListen(host, port);
  if (code === undefined) return undefined;
  for (let next = port + 1; next <= Math.min(port + 20, 65535); next++)
    if ((await tryListen(host, next)) === undefined) return { code, next };
  return { code };
}
