// A workaround for a race in the MongoDB driver (mongodb 7.8, bundled by mongoose 9): a server
// monitor's heartbeat that starts after the monitor's socket was destroyed but before the socket's
// 'close' event writes to the dead socket and waits for a 'drain' that never comes. The monitor
// then never checks again: once a failed query marks the server unknown, every request answers 503
// until the process restarts, though the database is back (seen in a loop of short outages under
// load; test/outages.spec.ts sets the race up). Each second, a monitor whose connection is closed
// but still has a write waiting is sent that 'drain': the write returns, finds the connection
// closed, the heartbeat fails as it should have, and the next one connects afresh.
import type { mongo } from 'mongoose';
import type { Socket } from 'node:net';

const CHECK_EVERY_MS = 1000;

interface MonitorInternals {
  connection?: { closed: boolean; socket: Socket } | null;
}

/** The monitors of the client's servers (driver internals; none when their shape changed). */
function monitorsOf(client: mongo.MongoClient): MonitorInternals[] {
  const servers = (
    client as unknown as { topology?: { s?: { servers?: Map<string, { monitor?: MonitorInternals }> } } }
  ).topology?.s?.servers;
  return [...(servers?.values() ?? [])].flatMap((server) => (server.monitor ? [server.monitor] : []));
}

/** Releases heartbeats stuck on a closed socket, from now until the returned function is called. */
export function releaseStuckHeartbeats(client: mongo.MongoClient): () => void {
  const timer = setInterval(() => {
    for (const monitor of monitorsOf(client)) {
      const connection = monitor.connection;
      if (connection?.closed && connection.socket.destroyed && connection.socket.listenerCount('drain') > 0)
        connection.socket.emit('drain');
    }
  }, CHECK_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
