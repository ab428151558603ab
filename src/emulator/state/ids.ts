/**
 * Fresh identifiers in the spec's prefix style: `<prefix>_<20 characters>`, like the spec's
 * `ord_01J8Z3K4QW5N7E2R9T6Y` (§2). The spec shows the prefix of five kinds of id and says they are
 * "shapes only"; the emulator picks the others and says so here. No caller may rely on any of them.
 *
 * The 20 characters are Crockford base32: 10 of emulator time (so ids sort by creation, as ULIDs
 * do) and 10 random, drawn from a buffer refilled in blocks to keep ids cheap under load.
 */
import { randomFillSync } from 'node:crypto';

export const ID_PREFIXES = {
  // Shown in the spec (§2):
  order: 'ord',
  webhookEvent: 'whevt',
  transaction: 'whtx',
  game: 'gm',
  dailyReward: 'dlrwd', // "daily reward program ids ... dlrwd_<id>"; the resource is a program (§2)
  // Chosen by the emulator (the spec shows none):
  achievement: 'ach',
  coupon: 'cpn',
  creator: 'crt',
  creatorTerms: 'trm',
  itemCategory: 'icat',
  gdprRequest: 'gdpr',
  customEvent: 'cev',
  webhook: 'wh',
  payment: 'pay', // also the document's illustrative listing example
  dispute: 'dsp',
  checkoutSession: 'cs', // the opaque part of checkout_url; never derived from the order id (§2)
  loginToken: 'tok',
  rejection: 'rej',
  nonce: 'nonce',
  request: 'req',
  delivery: 'dlv', // one event sent to one registration, with its attempts (the inspector's row)
} as const;

export type IdKind = keyof typeof ID_PREFIXES;

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const BLOCK = 4096;

export interface IdFactory {
  /** A fresh id of this kind, e.g. `next('order')` → `ord_01J8Z3K4QW5N7E2R9T6Y`. */
  next(kind: IdKind): string;
}

export function createIds(now: () => number): IdFactory {
  const random = new Uint8Array(BLOCK);
  let used = BLOCK;
  const randomChars = (count: number): string => {
    if (used + count > BLOCK) {
      randomFillSync(random);
      used = 0;
    }
    let out = '';
    for (let i = 0; i < count; i++) out += ALPHABET[(random[used++] as number) & 31];
    return out;
  };
  const timeChars = (): string => {
    let time = Math.floor(now());
    let out = '';
    for (let i = 0; i < 10; i++) {
      out = ALPHABET[time % 32] + out;
      time = Math.floor(time / 32);
    }
    return out;
  };
  return { next: (kind) => `${ID_PREFIXES[kind]}_${timeChars()}${randomChars(10)}` };
}
