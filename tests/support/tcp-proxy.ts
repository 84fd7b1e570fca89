import net from "node:net";

/**
 * A TCP relay in front of a server that a test can cut and restore on the same port: PostgreSQL going
 * away (a restart, a dropped connection) as the process on the other side sees it.
 */
export async function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => undefined);
        }
        client.on("close", () => upstream.destroy());
        upstream.on("close", () => client.destroy());
        client.pipe(upstream).pipe(client);
      });
      s.once("error", reject);
      s.listen(port, "127.0.0.1", () => {
        port = (s.address() as net.AddressInfo).port;
        server = s;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    /** Refuses new connections and cuts every open one, as a stopped server does. */
    cut: async () => {
      const closing = server ? new Promise<void>((resolve) => server?.close(() => resolve())) : Promise.resolve();
      server = null;
      for (const socket of sockets) socket.destroy();
      await closing;
    },
    /** Accepts connections again on the same port. */
    restore: listen,
  };
}
