import type { OrderFormRecord } from '@laydown/contracts';
import { MESSAGES } from '@laydown/domain';
import type { Executor } from '../../../db/client';
import { NotFoundError } from '../../../platform/errors';
import type { CompanyScope } from '../../../platform/scope';
import { findPublicOrderForm } from '../../account/registration';

/**
 * The company's private order form at `urlExtension` (procurement-core §2 /new_order/{privateFormUrl}):
 * the signed-in member's own company's active form, else 404 with the registration's words, so
 * another company's form and a form that does not exist answer alike.
 */
export async function privateOrderForm(
  db: Executor,
  scope: CompanyScope,
  urlExtension: string,
): Promise<OrderFormRecord> {
  const form = await findPublicOrderForm(db, urlExtension, scope.companyId);
  if (!form) throw new NotFoundError(MESSAGES.registration.unknownOrderForm);
  return { url_extension: form.urlExtension, creates: 'DRAFTED_REQUEST' };
}
