/** The node:crypto signature primitives (signature.ts) against the reference signer of the fixtures. */
import { describe, expect, it } from 'vitest';
import { toSigningKeys } from './secrets.js';
import { computeSignature, matchesAnyKey } from './signature.js';
import { FAKE_SECRET, referenceSignature } from '../../test/support/webhooks/fixtures.js';

const body = new TextEncoder().encode('{"event_type":"item.add"}');
const reference = referenceSignature(FAKE_SECRET, '1764518460', body);

describe('signature primitives', () => {
  it('computeSignature signs the same with the secret as text or as an imported key', () => {
    const [key] = toSigningKeys(FAKE_SECRET);
    expect(computeSignature(FAKE_SECRET, '1764518460', body).toString('hex')).toBe(reference);
    expect(computeSignature(key!, '1764518460', body).toString('hex')).toBe(reference);
  });

  it('matchesAnyKey is false, not an exception, for a signature of the wrong length', () => {
    const keys = toSigningKeys(FAKE_SECRET);
    expect(matchesAnyKey(keys, '1764518460', body, reference)).toBe(true);
    expect(matchesAnyKey(keys, '1764518460', body, reference.slice(2))).toBe(false);
    expect(matchesAnyKey(keys, '1764518460', body, `${reference}00`)).toBe(false);
  });
});
