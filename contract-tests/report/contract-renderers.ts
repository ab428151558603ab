/** Every form of the contract run's report, for `deliverReports` (reporters.ts). */
import type { ContractResults } from './contract-results.js';
import { formatContractGithub } from './format-contract-github.js';
import { formatContractJunit } from './format-contract-junit.js';
import { formatContractMarkdown } from './format-contract-markdown.js';
import { formatContractTable } from './format-contract-table.js';
import type { Renderers } from '../../src/cli/report/reporters.js';

export function contractRenderers(results: ContractResults): Renderers {
  return {
    text: () => formatContractTable(results),
    junit: () => formatContractJunit(results),
    json: () => `${JSON.stringify(results, null, 2)}\n`,
    markdown: () => formatContractMarkdown(results),
    github: () => formatContractGithub(results),
  };
}
