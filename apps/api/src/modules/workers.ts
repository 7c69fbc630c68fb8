import type { AppDeps } from '../deps';
import { registerMaintenance } from '../platform/jobs/maintenance';
import { registerMailDelivery } from '../platform/mail/delivery';
import { registerUnusedBlobsCleanup } from './files/index';
import { registerOrderPdf, registerVendorMail, registerVendorOrderPdf } from './orders/index';

/** Every job's worker. Work that a module does in the background adds one line here. */
export function registerWorkers(deps: AppDeps): void {
  registerMailDelivery(deps.jobs, deps);
  registerMaintenance(deps.jobs, deps);
  registerVendorMail(deps);
  registerOrderPdf(deps);
  registerVendorOrderPdf(deps);
  registerUnusedBlobsCleanup(deps);
}
