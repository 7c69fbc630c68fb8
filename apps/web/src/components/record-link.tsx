import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { OPENED_FROM_PAGE } from './use-record-route';

interface RecordLinkProps {
  to: string;
  children: ReactNode;
  testId?: string;
}

/**
 * A record's name as a real link: a click opens its drawer (Back closes it), Ctrl- or Cmd-click
 * and the middle button open it in a new tab, as the spec asks of every link.
 */
export function RecordLink({ to, children, testId }: RecordLinkProps) {
  return (
    <Link
      to={to}
      state={OPENED_FROM_PAGE}
      className="record-link"
      data-testid={testId}
      // The row opens the record on click too; the link does it itself.
      onClick={(event) => event.stopPropagation()}
    >
      {children}
    </Link>
  );
}
