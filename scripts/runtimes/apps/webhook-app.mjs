// The webhook receiver every runtime serves: the package's Fetch adapter, as a user would write it.
// Bundled from dist/ by scripts/runtimes/bundle.ts; SECRET and EVENT_TYPE are defined at bundle time.
import {
  createFetchHandler,
  createWebhookHandler,
  verifyWebhook,
  verifyWebhookAsync,
} from 'game-commerce-s2s/webhooks';

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
    if (pathname === '/verify') return verifyBoth(request);
    return receive(request);
  },
};

/** The standalone verifiers on this runtime: what each gives for the delivery (or the error it throws). */
async function verifyBoth(request) {
  const delivery = { secret: SECRET, headers: request.headers, rawBody: new Uint8Array(await request.arrayBuffer()) };
  const outcome = async (verify) => {
    try {
      await verify(delivery);
      return 'verified';
    } catch (error) {
      return `${error.name}: ${error.message}`;
    }
  };
  return Response.json({ sync: await outcome(verifyWebhook), async: await outcome(verifyWebhookAsync) });
}
