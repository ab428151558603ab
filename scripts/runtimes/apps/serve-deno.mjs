// Serves the webhook app on Deno, on a free port of 127.0.0.1, and prints that port as JSON.
import app from './webhook-app.mjs';

Deno.serve(
  { hostname: '127.0.0.1', port: 0, onListen: ({ port }) => console.log(JSON.stringify({ port })) },
  app.fetch,
);
