import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../src/db/client';
import { CREATE_CALLS, type CreateContext, type CreateKind } from '../create-calls';
import { roleId } from '../factories/access';
import { and, eq } from 'drizzle-orm';
import { companyVendors } from '../../src/db/schema/index';
import { addMember, createCompany, createVendorUser, type TestCompany } from '../factories/index';
import { signIn } from '../sign-in';

/** A company with one record of every kind, so path ids reach real rows of the signed-in company. */
export interface Fixture {
  company: TestCompany;
  memberCompanyUserId: number;
  mailId: number;
  /** The shared vendor record behind the company vendor. */
  vendorId: number;
  ids: Record<CreateKind, number>;
  /** An order (a draft RFQ without lines): orders have no unique key, so no CREATE_CALLS entry. */
  orderId: number;
  /** The package of that order (every order has one, decision 0070). */
  orderPackageId: number;
  /** The order's delivery (issue 10). */
  deliveryId: number;
  /** A vendor user of another vendor of the company, and a placed order sent to that vendor. */
  vendorUser: { email: string; password: string };
  vendorOrderId: number;
}

/** Path ids per route pattern; a route with an id parameter missing here fails the fuzz test. */
export const PATH_IDS: Record<string, (f: Fixture) => number> = {
  '/api/common/units/:id': (f) => f.ids.unit,
  '/api/project/:id': (f) => f.ids.project,
  '/api/project_groups/:id': (f) => f.ids.projectGroup,
  '/api/cost_codes/:id': (f) => f.ids.costCode,
  '/api/cost_code_numbers/:id': (f) => f.ids.costCodeNumber,
  '/api/cost_code_classes/:id': (f) => f.ids.costCodeClass,
  '/api/cost_code_phases/:id': (f) => f.ids.costCodePhase,
  '/api/mail_outbox/:id': (f) => f.mailId,
  '/api/mail_outbox/:id/attachments/:attachment_id': (f) => f.mailId,
  '/api/company_users/:id': (f) => f.memberCompanyUserId,
  '/api/company_users/:id/resend_invitation': (f) => f.ids.invitation,
  '/api/tax_codes/:id': (f) => f.ids.taxCode,
  '/api/tax_codes/:id/rates': (f) => f.ids.taxCode,
  '/api/company_vendor/:id': (f) => f.ids.companyVendor,
  '/api/vendor/:id': (f) => f.vendorId,
  '/api/company_vendor_contact/:id': (f) => f.ids.vendorContact,
  '/api/address/:id': (f) => f.ids.address,
  '/api/address_to/:id': (f) => f.ids.addressTo,
  '/api/shipping_carriers/:id': (f) => f.ids.shippingCarrier,
  '/api/company_materials/:id': (f) => f.ids.material,
  '/api/company_materials/:id/prices_history': (f) => f.ids.material,
  '/api/companies/:id/switch': (f) => f.company.id,
  '/api/internal/companies/:id/users': (f) => f.company.id,
  '/api/company_settings/email_domains/:id': (f) => f.ids.emailDomain,
  // The admin's own pending invitations: none, so someone else's answers 404 (never 5xx).
  '/api/user/invitations/:id/accept': (f) => f.ids.invitation,
  '/api/user/invitations/:id/decline': (f) => f.ids.invitation,
  '/api/order/:id': (f) => f.orderId,
  '/api/order/:id.pdf': (f) => f.orderId,
  '/api/order/:id/history': (f) => f.orderId,
  '/api/order/:id/pdf': (f) => f.orderId,
  '/api/order/:id/vendor_response': (f) => f.orderId,
  '/api/order/request_update/:id': (f) => f.orderId,
  '/api/order/:id/split': (f) => f.orderId,
  '/api/order/:id/duplicate': (f) => f.orderId,
  '/api/order/:id/tags': (f) => f.orderId,
  '/api/order/:id/internal_comment': (f) => f.orderId,
  '/api/order/:id/convert_to_commitment': (f) => f.orderId,
  '/api/order_package/:id': (f) => f.orderPackageId,
  '/api/order_package/:id/internal_comment': (f) => f.orderPackageId,
  '/api/order_package/:id/leveling': (f) => f.orderPackageId,
  '/api/deliveries/:id': (f) => f.deliveryId,
  '/api/deliveries/:id/ai_match': (f) => f.deliveryId,
  '/api/vendor_orders/:id/files': (f) => f.vendorOrderId,
  '/api/vendor_orders/:id/direct_uploads': (f) => f.vendorOrderId,
  '/api/vendor_orders/:id': (f) => f.vendorOrderId,
  '/api/vendor_orders/:id/pdf': (f) => f.vendorOrderId,
  '/api/vendor_orders/:id/responses': (f) => f.vendorOrderId,
  '/api/vendor_orders/:id/submit_quote': (f) => f.vendorOrderId,
  '/api/vendor_orders/:id/confirm': (f) => f.vendorOrderId,
  '/api/vendor_orders/:id/accept_cancellation': (f) => f.vendorOrderId,
  '/api/vendor_orders/:id/reject_cancellation': (f) => f.vendorOrderId,
  '/api/vendor_orders/:id/request_cancellation': (f) => f.vendorOrderId,
  '/api/vendor_orders/:id/ship': (f) => f.vendorOrderId,
  '/api/vendor_link/orders/:id': (f) => f.vendorOrderId,
  '/api/vendor_link/orders/:id.pdf': (f) => f.vendorOrderId,
  '/api/order/:id/vendor_links': (f) => f.orderId,
  '/api/order/:id/vendor_links/:link_id/revoke': (f) => f.orderId,
  // Signed tokens, not ids: a made-up one answers 404 (decision 0075).
  '/api/rails/active_storage/disk/:token': () => 1,
  '/api/files/blobs/:signed_id/:filename': () => 1,
  // A URL extension, not an id: one the company does not have answers 404.
  '/api/order_form/:url_extension': () => 1,
};

async function create(
  app: FastifyInstance,
  cookie: string,
  kind: CreateKind,
  ctx: CreateContext,
): Promise<number> {
  const call = CREATE_CALLS[kind];
  const key = randomUUID().slice(0, 8);
  const res = await app.inject({
    method: 'POST',
    url: call.url,
    headers: { cookie },
    payload: call.body(key, ctx) as object,
  });
  if (res.statusCode !== 201) throw new Error(`fixture ${kind}: ${res.statusCode} ${res.body}`);
  return call.idOf(res.json());
}

export async function createFixture(app: FastifyInstance, db: Database): Promise<Fixture> {
  const company = await createCompany(db);
  const member = await addMember(db, company.id, 'PURCHASER');
  const cookie = await signIn(app, company.admin);
  const ctx: CreateContext = {
    roleId: await roleId(db, company.id, 'PURCHASER'),
    companyVendorId: 0,
    vendorDomain: '',
  };
  const ids = {} as Record<CreateKind, number>;
  let vendorId = 0;
  for (const kind of Object.keys(CREATE_CALLS) as CreateKind[]) {
    if (kind === 'vendorContact') {
      const vendor = await app.inject({
        method: 'GET',
        url: `/api/company_vendor/${ids.companyVendor}`,
        headers: { cookie },
      });
      ctx.companyVendorId = ids.companyVendor;
      vendorId = vendor.json().company_vendor.vendor_id as number;
      ctx.vendorDomain = (vendor.json().company_vendor.vendor.domains as string[])[0] ?? '';
    }
    ids[kind] = await create(app, cookie, kind, ctx);
  }
  const outbox = await app.inject({ method: 'GET', url: '/api/mail_outbox', headers: { cookie } });
  const mailId = (outbox.json().records as { id: number }[])[0]?.id ?? 0;
  const order = await app.inject({
    method: 'POST',
    url: '/api/order',
    headers: { cookie },
    payload: {
      order: { kind: 'RFQ', project_id: ids.project, deliveries: [{ order_materials: [] }] },
    },
  });
  if (order.statusCode !== 201) throw new Error(`fixture order: ${order.statusCode} ${order.body}`);
  const created = (
    order.json() as {
      order: { id: number; order_package_id: number; deliveries: { id: number }[] };
    }
  ).order;
  const orderId = created.id;
  const orderPackageId = created.order_package_id;
  const deliveryId = created.deliveries[0]?.id ?? 0;
  const vendorUser = await createVendorUser(db, company.id);
  const [relation] = await db
    .select({ id: companyVendors.id })
    .from(companyVendors)
    .where(
      and(
        eq(companyVendors.companyId, company.id),
        eq(companyVendors.vendorId, vendorUser.vendorId),
      ),
    );
  const placed = await app.inject({
    method: 'POST',
    url: '/api/order/quick_po',
    headers: { cookie },
    payload: {
      order: {
        project_id: ids.project,
        company_vendor_id: relation?.id,
        deliveries: [{ order_materials: [] }],
      },
    },
  });
  if (placed.statusCode !== 201) throw new Error(`fixture PO: ${placed.statusCode} ${placed.body}`);
  const vendorOrderId = (placed.json() as { order: { id: number } }).order.id;
  return {
    company,
    memberCompanyUserId: member.companyUserId,
    mailId,
    vendorId,
    ids,
    orderId,
    orderPackageId,
    deliveryId,
    vendorUser,
    vendorOrderId,
  };
}
