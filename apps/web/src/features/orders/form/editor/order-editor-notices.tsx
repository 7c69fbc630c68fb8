import { memo } from 'react';
import { Alert, Button } from 'antd';
import type { OrderRecord } from '@laydown/contracts';
import { OrderBlockedHeader } from '../edit-session/order-blocked-header';
import { SessionModals } from '../edit-session/session-modals';
import type { SessionModal } from '../edit-session/session-state';
import { ConflictAlert } from '../order-conflict';
import type { LineProblem } from '../save-error-lines';

interface OrderEditorNoticesProps {
  record: OrderRecord | null;
  /** Who holds the §4 edit lock when it is another user's, else null. */
  blockedBy: string | null;
  canUnlock: boolean;
  onUnlock: () => Promise<void>;
  sessionModal: SessionModal | null;
  onDismissSession: () => void;
  onLeave: () => void;
  /** The order as stored now, after a stale save (409). */
  conflict: OrderRecord | null;
  saving: boolean;
  saveError: string | null;
  /** The lines the refused save names (none when the error is not a line's). */
  problems: LineProblem[];
  onGoToLine: (problem: LineProblem) => void;
  onOverwrite: (version: number) => void;
  onReload: (current: OrderRecord) => void;
}

/**
 * What the form tells above its fields: the edit lock, a stale save's conflict, a save error.
 * Given stable handlers, it does not render again while lines are typed (decision 0101).
 */
export const OrderEditorNotices = memo(function OrderEditorNotices(props: OrderEditorNoticesProps) {
  const { record, conflict, saveError } = props;
  return (
    <>
      {props.blockedBy !== null ? (
        <OrderBlockedHeader
          name={props.blockedBy}
          canUnlock={props.canUnlock}
          onUnlock={props.onUnlock}
        />
      ) : null}
      <SessionModals
        modal={props.sessionModal}
        onClose={props.onDismissSession}
        onLeave={props.onLeave}
      />
      {conflict && record ? (
        <ConflictAlert
          base={record}
          current={conflict}
          saving={props.saving}
          onOverwrite={() => props.onOverwrite(conflict.version)}
          onReload={() => props.onReload(conflict)}
        />
      ) : null}
      {saveError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={problemsTitle(props.problems) ?? saveError}
          description={
            props.problems.length > 0 ? (
              <LineProblems problems={props.problems} onGoToLine={props.onGoToLine} />
            ) : undefined
          }
          data-testid="order-save-error"
        />
      ) : null}
      {record?.locked ? <Alert type="info" showIcon title="This PO is locked." /> : null}
    </>
  );
});

/** The most lines listed; a save refused for more says how many others there are. */
const LISTED = 10;

function problemsTitle(problems: readonly LineProblem[]): string | null {
  const n = problems.length;
  if (n === 0) return null;
  return n === 1
    ? 'A line needs a change before this order can be saved'
    : `${n} lines need a change before this order can be saved`;
}

function LineProblems(props: { problems: LineProblem[]; onGoToLine: (p: LineProblem) => void }) {
  const more = props.problems.length - LISTED;
  return (
    <ul className="order-save-problems" data-testid="order-save-problems">
      {props.problems.slice(0, LISTED).map((problem) => (
        <li key={problem.lineKey}>
          {problem.text}{' '}
          <Button
            type="link"
            size="small"
            aria-label={`Go to line ${problem.lineIndex + 1} of Delivery ${problem.deliveryIndex}`}
            onClick={() => props.onGoToLine(problem)}
          >
            Go to line
          </Button>
        </li>
      ))}
      {more > 0 ? <li>{`and ${more} more ${more === 1 ? 'line' : 'lines'}`}</li> : null}
    </ul>
  );
}
