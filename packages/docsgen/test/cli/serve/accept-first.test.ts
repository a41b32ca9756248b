import { createServer } from "node:http";
import { type AddressInfo, connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { acceptFirst } from "../../../cli/serve/accept-first.ts";

const servers: ReturnType<typeof createServer>[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

function serve() {
  const server = createServer((_req, res) => res.end("ok"));
  acceptFirst(server);
  servers.push(server);
  return new Promise<number>((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)),
  );
}

/** Connects, sends `count` keep-alive requests one after another, and resolves with the answers' status lines. */
function client(port: number, count: number, onOpen?: (s: Socket) => void) {
  return new Promise<string[]>((resolve, reject) => {
    const socket = connect(port, "127.0.0.1");
    const statuses: string[] = [];
    let buffered = "";
    const ask = () => socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    socket.on("connect", () => {
      onOpen?.(socket);
      ask();
    });
    socket.on("data", (chunk) => {
      buffered += chunk.toString("latin1");
      for (let end = buffered.indexOf("ok"); end >= 0; end = buffered.indexOf("ok")) {
        statuses.push(buffered.slice(0, 12));
        buffered = buffered.slice(end + 2);
        if (statuses.length === count) {
          socket.destroy();
          resolve(statuses);
        } else ask();
      }
    });
    socket.on("error", reject);
  });
}

describe("acceptFirst", () => {
  it("answers every connection of a burst larger than its turn limit, on connections opened before and during it", async () => {
    const port = await serve();
    const early = await Promise.all(Array.from({ length: 3 }, () => client(port, 1)));
    const burst = await Promise.all(Array.from({ length: 150 }, () => client(port, 5)));
    expect([...early, ...burst].flat().every((s) => s === "HTTP/1.1 200")).toBe(true);
    expect(burst.flat()).toHaveLength(750);
  });

  it("keeps serving when a connection closes while it is held", async () => {
    const port = await serve();
    const quitters = Array.from(
      { length: 20 },
      () =>
        new Promise<void>((resolve) =>
          client(port, 1, (s) => {
            s.destroy();
            resolve();
          }).catch(() => resolve()),
        ),
    );
    const stayers = Array.from({ length: 20 }, () => client(port, 3));
    await Promise.all(quitters);
    expect((await Promise.all(stayers)).flat()).toHaveLength(60);
  });
});
