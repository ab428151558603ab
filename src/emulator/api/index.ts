/**
 * Every operation of the document answered from state (spec §4). A test checks that each
 * operationId of generated/operations.ts has a handler, so a new operation cannot go unanswered.
 */
import type { EmulatorContext } from '../core/context.js';
import { installCatalogueExtras } from './catalogue-extras.js';
import { installCatalogueResources } from './catalogue-resources.js';
import { installEvents } from './events.js';
import { installOrders } from './orders.js';
import { installPaymentsAndDisputes } from './payments-disputes.js';
import { installUsers } from './users.js';
import { installWebhookRegistrations } from './webhook-registrations.js';

export function installApi(context: EmulatorContext): void {
  installCatalogueResources(context);
  installCatalogueExtras(context);
  installOrders(context);
  installUsers(context);
  installEvents(context);
  installWebhookRegistrations(context);
  installPaymentsAndDisputes(context);
}
