import type { ReactNode } from 'react';
import { LightResult, type ResultStatus } from './light/light-result';
import { usePageTitle } from './page-title';

interface PageResultProps {
  status: ResultStatus;
  title: string;
  subTitle?: ReactNode;
  extra?: ReactNode;
  testId?: string;
}

/**
 * A whole page that only says something (not allowed, not found, could not load): its title is
 * the page's H1 and the browser tab's title, like every other page.
 */
export function PageResult({ status, title, subTitle, extra, testId }: PageResultProps) {
  usePageTitle(title);
  return (
    <LightResult
      status={status}
      title={<h1 className="result-title">{title}</h1>}
      subTitle={subTitle}
      extra={extra}
      testId={testId}
    />
  );
}
