import type { ReactNode } from 'react';

export type ResultStatus = '403' | '404' | 'warning' | 'error';

const MARKS: Record<ResultStatus, string> = {
  '403': '403',
  '404': '404',
  warning: '!',
  error: '!',
};

interface LightResultProps {
  status: ResultStatus;
  title: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  testId?: string;
}

/**
 * A message that fills its place (not allowed, not found, could not load), drawn without antd's
 * Result: its illustrations weighed more than the rest of a page's own code (decision 0080).
 */
export function LightResult({ status, title, subTitle, extra, testId }: LightResultProps) {
  return (
    <div className={`light-result light-result--${status}`} data-testid={testId}>
      <span className="light-result__icon" aria-hidden="true">
        {MARKS[status]}
      </span>
      <div className="light-result__title">{title}</div>
      {subTitle ? <div className="light-result__text">{subTitle}</div> : null}
      {extra ? <div className="light-result__extra">{extra}</div> : null}
    </div>
  );
}
