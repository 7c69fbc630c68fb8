/** The order PDF: what the orders module hands over, and the renderer (issue 15, decision 0060). */
export type {
  OrderPdfAddress,
  OrderPdfCode,
  OrderPdfContact,
  OrderPdfDelivery,
  OrderPdfDocument,
  OrderPdfKind,
  OrderPdfLine,
  OrderPdfUnit,
  RenderOrderPdfOptions,
} from './order-pdf-document';
export { renderOrderPdf } from './render-order-pdf';
