import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that a test can break: `cut()` destroys every socket and
 * closes the port (new connections are refused, as by a server that is restarting) until
 * `open()` listens on the same port again; `cutWhen` drops a connection the moment what the
 * client sends matches (say, a BEGIN).
 */
export function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const proxy = {
    cutWhen: undefined as ((sent: Buffer) => boolean) | undefined,
    port: () => port,
    open: () =>
      new Promise<void>((resolve, reject) => {
        const s = net.createServer((client) => {
          const upstream = net.connect(target.port, target.host);
          const drop = () => {
            for (const socket of [client, upstream]) {
              socket.destroy();
              sockets.delete(socket);
            }
          };
          for (const socket of [client, upstream]) {
            sockets.add(socket);
            socket.on('error', drop).on('close', drop);
          }
          client.on('data', (sent: Buffer) => {
            if (proxy.cutWhen?.(sent)) drop();
            else upstream.write(sent);
          });
          upstream.pipe(client);
        });
        s.once('error', reject);
        s.listen(port, '127.0.0.1', () => {
          port = (s.address() as net.AddressInfo).port;
          server = s;
          resolve();
        });
      }),
    cut: async () => {
      const closed = new Promise((resolve) => server?.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
  return proxy;
}
