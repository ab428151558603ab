/** Where an example listens: `PORT` (0 picks a free one) and `HOST`, defaulting to a local-only 127.0.0.1:3000. */
export const listenAddress = {
  port: Number(process.env.PORT ?? 3000),
  host: process.env.HOST ?? '127.0.0.1',
};

/** The line the examples' tests wait for before sending deliveries. */
export function announce(port: number): void {
  console.log(`listening on http://${listenAddress.host}:${port}`);
}
