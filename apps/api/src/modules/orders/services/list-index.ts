/** The order list calls (decisions 0048, 0049), as the list routes use them. */
export { presentedOrderList } from './list-orders';
export { orderFacets } from './list-consolidated-orders';
export { orderMaterialFacets, presentedOrderMaterialList } from './list-order-materials';
export {
  exportOrderMaterials,
  exportOrders,
  ORDER_EXPORT_LIMIT,
  type ExportFile,
} from './list-exports';
export { ordersLastUpdated } from './list-last-updated';
export { recordOrderSaving } from './order-savings';
