import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { usePageTitle } from './page-title';

interface PageHeaderProps {
  /** The page's one H1, also the browser tab's title. */
  title: string;
  /** The browser tab's title when it should differ from the H1 ('Home' for 'Welcome, Alex'). */
  documentTitle?: string;
  /** A line under the title (a count, a company name). */
  subtitle?: ReactNode;
  /** Buttons on the right (the create button). */
  actions?: ReactNode;
}

/** The top of every signed-in page: exactly one H1 and the document title that goes with it. */
export function PageHeader({ title, documentTitle, subtitle, actions }: PageHeaderProps) {
  usePageTitle(documentTitle ?? title);
  return (
    <header className="page-header">
      <div className="page-header__text">
        <Typography.Title level={1} className="page-title">
          {title}
        </Typography.Title>
        {subtitle ? <div className="page-header__subtitle">{subtitle}</div> : null}
      </div>
      {actions ? <div className="page-header__actions">{actions}</div> : null}
    </header>
  );
}
