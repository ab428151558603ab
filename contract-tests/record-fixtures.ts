/**
 * `npm run fixtures:record`: record wire fixtures by sending the client's own traffic through a
 * recording fetch, and sign the document's webhook examples with an obviously fake test secret
 * (support/fixture-recorder.ts). Nothing is lost: the recordings go into a temporary folder that
 * replaces contract-tests/fixtures/ only when every one succeeded; on a failure the old fixtures stay
 * as they were and the error names the operation.
 *
 * Target: the embedded Prism mock by default (works out of the box, no key needed). Against a real
 * environment set S2S_BASE_URL and S2S_API_KEY (a sandbox key); only read operations are recorded
 * there unless S2S_LIVE_WRITES=1, since writes change real data, and the other fixtures are kept.
 * The key never reaches a file: Authorization is written as `[REDACTED]`, and a fixture that still
 * contains the key is refused.
 */
import { join } from 'node:path';
import { loadDocument } from './support/document.js';
import { recordFixtures, type RecordTarget } from './support/fixture-recorder.js';
import { FIXTURES_DIR, RUN_DIR } from './support/paths.js';
import { startPrism } from './support/prism.js';
import { MOCK_API_KEY } from './support/target.js';

async function main(): Promise<void> {
  const baseUrl = process.env.S2S_BASE_URL;
  const apiKey = process.env.S2S_API_KEY;
  if (baseUrl && !apiKey) throw new Error('S2S_BASE_URL is set but S2S_API_KEY is not');
  const document = loadDocument();
  let counts: { operations: number; webhooks: number };
  if (baseUrl && apiKey) {
    const writes = process.env.S2S_LIVE_WRITES === '1';
    const origin = new URL(baseUrl).origin;
    console.log(
      `recording against ${origin}${writes ? ' (writes included)' : ' (read operations only; S2S_LIVE_WRITES=1 adds writes)'}`,
    );
    counts = await recordFixtures({
      document,
      fixturesDir: FIXTURES_DIR,
      target: { baseUrl, apiKey, name: origin, writes },
    });
  } else {
    const prism = await startPrism({ logFile: join(RUN_DIR, 'prism-record.log') });
    try {
      const target: RecordTarget = { baseUrl: prism.url, apiKey: MOCK_API_KEY, name: 'mock', writes: true };
      counts = await recordFixtures({ document, fixturesDir: FIXTURES_DIR, target });
    } finally {
      await prism.close();
    }
  }
  console.log(
    `wrote ${counts.operations} operation and ${counts.webhooks} webhook fixtures under contract-tests/fixtures/`,
  );
}

main().catch((error: unknown) => {
  console.error(
    `${error instanceof Error ? error.message : error}\nthe fixtures under contract-tests/fixtures/ were left as they were`,
  );
  process.exit(1);
});
