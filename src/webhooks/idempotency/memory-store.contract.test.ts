import { describeStoreContract } from '../../../test/support/webhooks/store-contract.js';
import { MemoryIdempotencyStore } from './memory-store.js';

// One process, one store: every "connection" is the same instance (JavaScript runs claim atomically).
describeStoreContract(
  'MemoryIdempotencyStore',
  async (times) => {
    const store = new MemoryIdempotencyStore(times);
    return { connect: async () => store, close: async () => {} };
  },
  { inProcess: true },
);
