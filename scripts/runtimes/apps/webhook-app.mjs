// The webhook receiver every runtime serves: the package's Fetch adapter, as a user would write it.
// Bundled from dist/ by scripts/runtimes/bundle.ts; SECRET and EVENT_TYPE are defined at bundle time.
import { createFetchHandler, createWebhookHandler } from 'game-commerce-s2s/webhooks';

let handled = 0;
const receive = createFetchHandler(
  createWebhookHandler({
    secret: SECRET,
    on: { [EVENT_TYPE]: () => void handled++ },
    onError: () => {},
  }),
);
// What verification uses here: node:crypto where the runtime exposes it, WebCrypto elsewhere.
const engine = typeof globalThis.process?.getBuiltinModule === 'function' ? 'node:crypto' : 'webcrypto';

export default {
  fetch(request) {
    const { pathname } = new URL(request.url);
    if (pathname === '/handled') return Response.json({ handled, engine });
    return receive(request);
  },
};
