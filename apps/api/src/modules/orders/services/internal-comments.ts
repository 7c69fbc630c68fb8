import type { InternalCommentRecord } from '@laydown/contracts';
import type { Executor } from '../../../db/client';
import { NotFoundError } from '../../../platform/errors';
import type { TenantScope } from '../../../platform/scope';
import { inUnitOfWork } from '../../../platform/unit-of-work';
import * as actions from '../repositories/action-repository';
import * as refs from '../repositories/reference-repository';
import { writableOrder } from './order-access';
import { lastAction } from './order-header';
import { SUBJECT } from './order-history';
import { writablePackage } from './order-packages';

type Subject = { orderId: number } | { orderPackageId: number };

export function presentInternalComment(row: actions.InternalCommentRow): InternalCommentRecord {
  return {
    id: row.id,
    comment: row.comment,
    author_name: row.authorName,
    author_company_user_id: row.authorCompanyUserId,
    user_ids: row.userIds,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * POST /order/{id}/internal_comment and POST /order_package/{id}/internal_comment {comment,
 * user_ids} (decision 0050): a note among the company's users. It lives in its own table, which
 * nothing a vendor reads touches (the PDF, the vendor portal); the order's history says a comment
 * was added without its text, since history entries are shown to vendors too (§6). Users told
 * must be the company's (404 otherwise). Answers the subject's comments, oldest first.
 */
export async function addInternalComment(
  db: Executor,
  scope: TenantScope,
  subject: Subject,
  input: { comment: string; user_ids?: number[] | undefined },
): Promise<InternalCommentRecord[]> {
  await inUnitOfWork(db, scope, async ({ tx, history }) => {
    const order =
      'orderId' in subject ? await writableOrder(tx, scope, subject.orderId) : undefined;
    if ('orderPackageId' in subject) await writablePackage(tx, scope, subject.orderPackageId);
    const userIds = [...new Set(input.user_ids ?? [])];
    if ((await refs.companyUserIds(tx, scope, userIds)).size !== userIds.length) {
      throw new NotFoundError();
    }
    const actor = await lastAction(tx, scope);
    await actions.insertInternalComment(tx, scope, subject, {
      authorCompanyUserId: scope.kind === 'session' ? scope.companyUserId : null,
      authorName: actor.name,
      comment: input.comment,
      userIds,
    });
    if (order) {
      await history.record({
        subjectType: SUBJECT,
        subjectId: order.id,
        action: 'update',
        title: `${actor.name} added an internal comment to ${order.orderNumber} on {date}`,
      });
    }
  });
  return (await actions.internalComments(db, scope, subject)).map(presentInternalComment);
}
