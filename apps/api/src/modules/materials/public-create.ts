import type { z } from 'zod';
import type { publicCreateMaterialRequest } from '@laydown/contracts';
import { MATERIAL_MESSAGES, MESSAGES } from '@laydown/domain';
import type { Database } from '../../db/client';
import { NotFoundError, ValidationError } from '../../platform/errors';
import { assertUnderLimit, recordHit, type Limit } from '../../platform/rate-limit';
import { findPublicOrderForm } from '../account/registration';
import * as repo from './repository';
import { uniquely } from './service';
import { systemScope } from '../../platform/scope';

type Input = z.output<typeof publicCreateMaterialRequest>;

/** Materials one address may request through public order forms per hour. */
export const PUBLIC_CREATE_LIMIT: Limit = {
  bucket: 'material_public_create:ip',
  max: 30,
  windowSeconds: 3600,
  message: MESSAGES.account.tooManyRequests,
};

/**
 * POST /company_materials/public_create: someone on a public order form asks for a material
 * the company lacks. It is created as a requested material of the form's company (it waits for
 * approval like a requester's) and holds only the few fields the form offers (decision 0027).
 */
export async function publicCreateMaterial(db: Database, input: Input, ip: string) {
  await assertUnderLimit(db, PUBLIC_CREATE_LIMIT, ip);
  await recordHit(db, PUBLIC_CREATE_LIMIT, ip);
  const form = await findPublicOrderForm(db, input.public_order_form_url_extension);
  if (!form) throw new NotFoundError(MESSAGES.registration.unknownOrderForm);
  const company = systemScope('public order form', form.companyId);
  const fields = input.company_material;
  if (fields.unit_id && !(await repo.unitExists(db, company, fields.unit_id))) {
    throw new ValidationError(MATERIAL_MESSAGES.unableToAdd, {
      'company_material.unit_id': ['Unit not found'],
    });
  }
  const id = await uniquely(() =>
    db.transaction(async (tx) => {
      const newId = await repo.insertMaterial(tx, company, {
        description: fields.description,
        unitId: fields.unit_id ?? null,
        productIdentifier: fields.product_identifier ?? null,
        manufacturer: fields.manufacturer ?? null,
        size: fields.size ?? null,
        createdFrom: 'PUBLIC_ORDER_FORM',
        requestedAt: new Date(),
      });
      await repo.addSearchWords(tx, company, [newId]);
      return newId;
    }),
  );
  return { id, description: fields.description };
}
