import { Result, type ResultProps } from 'antd';
import { usePageTitle } from './page-title';

interface PageResultProps {
  status: ResultProps['status'];
  title: string;
  subTitle?: ResultProps['subTitle'];
  extra?: ResultProps['extra'];
  testId?: string;
}

/**
 * A whole page that only says something (not allowed, not found, could not load): its title is
 * the page's H1 and the browser tab's title, like every other page.
 */
export function PageResult({ status, title, subTitle, extra, testId }: PageResultProps) {
  usePageTitle(title);
  return (
    <Result
      status={status}
      title={<h1 className="result-title">{title}</h1>}
      subTitle={subTitle}
      extra={extra}
      data-testid={testId}
    />
  );
}
