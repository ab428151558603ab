// Serves the webhook app on Bun, on a free port of 127.0.0.1, and prints that port as JSON.
import app from './webhook-app.mjs';

const server = Bun.serve({ hostname: '127.0.0.1', port: 0, fetch: app.fetch });
console.log(JSON.stringify({ port: server.port }));
