/**
 * The contract run as GitHub Actions annotations: one `::error` per failed case (titled with the
 * case, every reason in the message) and per failed run check, one `::warning` per operation the
 * mock was not proven to validate, and a closing `::notice` with the totals.
 */
import type { ContractResults } from './contract-results.js';
import { totalsLine, verdictLine } from './format-contract-table.js';
import { workflowCommand } from '../../src/cli/report/workflow-commands.js';

export function formatContractGithub(results: ContractResults): string {
  const lines = results.cases
    .filter((c) => c.verdict === 'failed')
    .map((c) =>
      workflowCommand('error', c.failures.join('\n'), { title: `contract: ${c.key} (${c.method} ${c.path})` }),
    );
  for (const check of results.runChecks.filter((c) => c.state === 'failed')) {
    lines.push(workflowCommand('error', check.reason ?? check.title, { title: `contract: ${check.title}` }));
  }
  lines.push(workflowCommand('notice', totalsLine(results), { title: verdictLine(results) }));
  return `${lines.join('\n')}\n`;
}
