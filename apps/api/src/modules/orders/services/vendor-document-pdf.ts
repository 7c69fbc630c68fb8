import type { Executor } from '../../../db/client';
import { systemScope } from '../../../platform/scope';
import { orderPdf } from './order-pdf';

/**
 * The PDF of a document as its vendor gets it (decisions 0091, 0111): the copy mailed to them,
 * the portal's download and the per-document link's are this one. The caller has checked that the
 * document was sent to that vendor.
 */
export const vendorDocumentPdf = (db: Executor, companyId: number, orderId: number) =>
  orderPdf(db, systemScope('vendor pdf', companyId), orderId, { forVendor: true });
