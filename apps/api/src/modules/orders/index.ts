/**
 * The orders module (issue 15, decision 0070): the only thing other modules import. Its tables
 * are in db/schema/orders.ts; its calls are registered by `orderRoutes`.
 */
export { orderRoutes } from './routes/order-routes';
export {
  changeOrderSettings,
  createOrder,
  presentedOrder,
  takeOrderAction,
  updateOrder,
} from './services/index';
export { seedDemoOrders } from './services/demo-orders';
