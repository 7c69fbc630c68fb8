import type { AiMatchBody } from '@laydown/contracts';
import { TICKET_MESSAGES } from '@laydown/domain';
import type { Executor } from '../../../db/client';
import { ValidationError } from '../../../platform/errors';
import type { CompanyScope } from '../../../platform/scope';
import type { FileReader } from '../../files/index';
import { plainDecimal } from '../presenter';
import * as repo from '../repositories/delivery-repository';
import { matchTicketLines, readTicket, TicketReadError, type TicketLine } from '../tickets/index';
import { requireDelivery } from './read-deliveries';
import { DELIVERY_FILE_RECORD } from './delivery-files';

/**
 * POST /deliveries/{id}/ai_match (issue 10, decision 0062): reads the delivery ticket — the
 * images sent by signed id, else the files attached to the delivery — and proposes per line of
 * the delivery the quantity the ticket lists, for the receiver to confirm (nothing is written).
 */
export async function matchDeliveryTicket(
  db: Executor,
  files: FileReader,
  scope: CompanyScope,
  id: number,
  imageSignedIds: string[] | undefined,
): Promise<AiMatchBody> {
  await requireDelivery(db, scope, id);
  const signedIds =
    imageSignedIds && imageSignedIds.length > 0
      ? imageSignedIds
      : await files.signedIdsOf(scope, DELIVERY_FILE_RECORD, id);
  if (signedIds.length === 0) {
    throw new ValidationError(TICKET_MESSAGES.noTicket, {
      image_signed_ids: [TICKET_MESSAGES.noTicket],
    });
  }
  const ticketLines: TicketLine[] = [];
  for (const [index, signedId] of signedIds.entries()) {
    const { bytes, contentType } = await files.bytesOf(scope, signedId);
    const field = `image_signed_ids.${index}`;
    if (bytes === null)
      throw new ValidationError(TICKET_MESSAGES.unreadable, {
        [field]: [TICKET_MESSAGES.unreadable],
      });
    try {
      for (const line of await readTicket(bytes, contentType)) {
        ticketLines.push({ ...line, line_number: ticketLines.length + 1 });
      }
    } catch (error) {
      if (!(error instanceof TicketReadError)) throw error;
      const message = TICKET_MESSAGES[error.code];
      const code = error.code === 'too_many_pages' ? 'unreadable' : error.code;
      throw new ValidationError(message, { [field]: [message] }, code);
    }
  }
  const lines = await repo.linesOf(db, scope, [id]);
  const match = await matchTicketLines(
    db,
    ticketLines,
    lines.map((line) => ({
      id: String(line.id),
      product_identifier: line.productIdentifier,
      description: line.description,
      quantity: plainDecimal(line.quantity),
      unit: line.unitName,
    })),
  );
  return {
    proposals: match.order_lines.map((p) => ({
      order_material_id: Number(p.order_line_id),
      quantity: p.proposed_quantity,
      ticket_description: p.ticket_line?.description ?? null,
      matched_by: p.matched_by,
      unit_differs: p.unit_differs,
    })),
    unmatched_ticket_lines: match.unmatched_ticket_lines.map((l) => ({
      description: l.description,
      quantity: l.quantity,
    })),
  };
}
