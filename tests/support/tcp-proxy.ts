import net from "node:net";

export interface Target {
  host: string;
  port: number;
}

export interface ProxyOptions {
  /**
   * What nginx does with `proxy_next_upstream error http_503` (deploy/nginx/portal.conf): a connection the
   * target refuses goes to the next target; so does one the target closes before answering, and a 503, when
   * the request is a GET or HEAD (nginx never sends a request that may change something twice). Each target
   * is tried once per connection; the last one's answer is the client's.
   */
  nextUpstream?: boolean;
}

/** Only these may be sent to a second target after the first one saw them. */
const IDEMPOTENT = /^(GET|HEAD) /;
const STATUS_503 = /^HTTP\/1\.[01] 503 /;

/**
 * A TCP relay in front of one server that a test can cut and restore on the same port: PostgreSQL going
 * away (a restart, a dropped connection) as the process on the other side sees it. Given several
 * targets it is a round-robin load balancer, one target per connection (a client that wants each
 * request balanced opens a connection per request).
 */
export async function tcpProxy(targets: Target | readonly Target[], options: ProxyOptions = {}) {
  const list: readonly Target[] = Array.isArray(targets) ? targets : [targets as Target];
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  let turn = 0;

  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
    socket.on("error", () => undefined);
    return socket;
  };

  const pipe = (client: net.Socket, target: Target) => {
    const upstream = track(net.connect(target.port, target.host));
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
    client.pipe(upstream).pipe(client);
  };

  /** Keeps what the client sent until a target answers, so that it can go to the next target instead. */
  const relayWithRetry = (client: net.Socket, order: Target[]) => {
    const sent: Buffer[] = [];
    let upstream: net.Socket | null = null;
    let answered = false;
    let clientEnded = false;
    let tried = 0;
    const idempotent = () => IDEMPOTENT.test(Buffer.concat(sent).toString("latin1", 0, 8));

    const tryNext = () => {
      const target = order[tried++];
      if (!target) return void client.destroy();
      const u = track(net.connect(target.port, target.host));
      upstream = u;
      let connected = false;
      u.on("connect", () => (connected = true));
      for (const chunk of sent) u.write(chunk);
      if (clientEnded) u.end();
      const another = () => tried < order.length;
      u.on("data", (chunk: Buffer) => {
        if (!answered && another() && idempotent() && STATUS_503.test(chunk.toString("latin1", 0, 16))) {
          upstream = null;
          u.destroy();
          return tryNext();
        }
        answered = true;
        sent.length = 0;
        client.write(chunk);
      });
      u.on("close", () => {
        if (upstream !== u || client.destroyed) return;
        if (answered) return void client.end();
        if (another() && (!connected || idempotent())) return tryNext();
        client.destroy();
      });
    };

    client.on("data", (chunk: Buffer) => {
      if (!answered) sent.push(chunk);
      upstream?.write(chunk);
    });
    client.on("end", () => {
      clientEnded = true;
      upstream?.end();
    });
    client.on("close", () => upstream?.destroy());
    tryNext();
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = net.createServer((client) => {
        track(client);
        const first = turn++ % list.length;
        const order = list.map((_, i) => list[(first + i) % list.length] as Target);
        if (options.nextUpstream) relayWithRetry(client, order);
        else pipe(client, order[0] as Target);
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
