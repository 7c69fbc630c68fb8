/**
 * The orders module (issue 15, decision 0070): the only thing other modules import. Its tables
 * are in db/schema/orders.ts; its calls are registered by `orderRoutes`.
 */
export { orderRoutes } from './routes/order-routes';
export { orderActionRoutes } from './routes/action-routes';
export { orderPackageRoutes } from './routes/package-routes';
export { levelingRoutes } from './routes/leveling-routes';
export { dashboardRoutes } from './routes/dashboard-routes';
export { orderListRoutes } from './routes/list-routes';
export { vendorOrderFileRoutes } from './routes/vendor-file-routes';
export { orderSessionRoutes } from './sessions/routes';
export { vendorOrderRoutes } from './routes/vendor-order-routes';
export { vendorLinkRoutes } from './vendor-links/routes';
export { registerVendorMail } from './vendor-links/mail-job';
export { queueVendorMail } from './vendor-links/queue';
export { registerOrderPdf } from './background-pdf/job';
export { registerVendorOrderPdf } from './background-pdf/vendor-job';
export {
  changeOrderSettings,
  createOrder,
  presentedOrder,
  takeOrderAction,
  updateOrder,
} from './services/index';
export { seedDemoOrders } from './services/demo-orders';
/** For the deliveries module (issue 10): the order's side of receiving and shipping. */
export {
  deliveryChangeContext,
  lockOrderForDelivery,
  moveOrderForDeliveries,
} from './services/delivery-moves';
export { SUBJECT as ORDER_HISTORY_SUBJECT } from './services/order-history';
export { visibleOrdersCondition } from './repositories/visibility';
export { canViewCosts } from './policy';
export { orderVisibleTo } from './services/file-access';

import { registerFileRecordType } from '../files/index';
import { ORDER_FILE_RECORD, orderFileAccess } from './services/file-access';

registerFileRecordType(ORDER_FILE_RECORD, orderFileAccess);
// Announces every order write live and declares who may listen (decision 0085).
import './services/order-live';
