import type { Server } from "node:http";
import type { Socket } from "node:net";

/** Accept-only turns in a row before the held connections get one turn to be served. */
const MAX_ACCEPT_TURNS = 64;

/**
 * Accepts a burst of new connections before serving the ones already open.
 *
 * libuv (Node 20 and later) accepts one connection per event-loop turn, and each turn also serves every open
 * connection that has a request waiting. When 200 clients connect at once and the first ones start asking,
 * turns grow longer as connections are added, and the last connection waits in the kernel's queue for one
 * to two seconds before its first request is read, even with a ten-line handler. So while connections keep
 * arriving, nothing is read: new sockets start paused (`pauseOnConnect`), open ones are paused, each turn is
 * then only an accept, and the queue empties in milliseconds. The first turn without a new connection (or
 * the 64th with one) resumes them all.
 */
export function acceptFirst(server: Server): void {
  const open = new Set<Socket>();
  const held = new Set<Socket>();
  let holding = false;
  let acceptedThisTurn = false;
  let turns = 0;

  const release = () => {
    holding = false;
    for (const socket of held) socket.resume();
    held.clear();
  };
  // Runs in the check phase, after the turn's poll: was a connection accepted in that poll?
  const afterTurn = () => {
    if (acceptedThisTurn && turns < MAX_ACCEPT_TURNS) {
      acceptedThisTurn = false;
      turns++;
      setImmediate(afterTurn);
    } else release();
  };

  // node:http does not pass `pauseOnConnect` on to node:net, which reads it from the server on each accept.
  (server as Server & { pauseOnConnect: boolean }).pauseOnConnect = true;
  server.on("connection", (socket: Socket) => {
    open.add(socket);
    socket.once("close", () => {
      open.delete(socket);
      held.delete(socket);
    });
    held.add(socket);
    acceptedThisTurn = true;
    if (holding) return;
    holding = true;
    turns = 0;
    // A socket paused already (node:http pauses one whose responses are not yet drained) is left to its owner.
    for (const other of open) {
      if (other === socket || other.isPaused()) continue;
      other.pause();
      held.add(other);
    }
    setImmediate(afterTurn);
  });
}
