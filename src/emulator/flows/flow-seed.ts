/**
 * The parts of the seed file the flows read (`--seed file.json`): the catalogue's SKUs (§6 rule 2),
 * campaigns (§6 ingame.popup) and daily reward programs (§6 daily_reward.get). Each part is checked
 * when the seed loads, so a bad seed fails at start with the place it is wrong, not mid-test.
 */
import { type Campaign, parseCampaigns } from '../popups/campaigns.js';
import { catalogueSkus, type DailyRewardProgram, parsePrograms } from '../rewards/programs.js';

export interface FlowSeedInput {
  /** SKUs, or objects with a `sku`. Without it, every SKU counts as known. */
  catalogue?: unknown[];
  campaigns?: Campaign[];
  daily_reward_programs?: DailyRewardProgram[];
}

export interface FlowSeed {
  knownSku: (sku: string) => boolean;
  campaigns: readonly Campaign[];
  programs: readonly DailyRewardProgram[];
}

export function parseFlowSeed(seed: FlowSeedInput = {}): FlowSeed {
  return {
    knownSku: catalogueSkus(seed.catalogue),
    campaigns: parseCampaigns(seed.campaigns),
    programs: parsePrograms(seed.daily_reward_programs),
  };
}
