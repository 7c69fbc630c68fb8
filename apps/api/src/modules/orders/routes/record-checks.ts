import type { AppDeps } from '../../../deps';
import { companyRecordCheck, recordCheck } from '../../../platform/record-check';
import { companyScope } from '../../../platform/scope';
import * as orders from '../services/index';

/** The record checks of the /order/:id and /order_package/:id routes that read a body. */
export function orderRecordChecks(db: AppDeps['db']) {
  return {
    order: recordCheck((request, id) => orders.requireVisibleOrder(db, companyScope(request), id)),
    orderPackage: companyRecordCheck(db)('order_packages'),
  };
}
