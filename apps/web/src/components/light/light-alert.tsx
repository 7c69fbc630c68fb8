interface LightAlertProps {
  type: 'success' | 'error';
  title: string;
  testId?: string;
}

/** An antd-looking alert for the signed-out pages, which load no antd (decision 0080). */
export function LightAlert({ type, title, testId }: LightAlertProps) {
  return (
    <div
      className={`light-alert light-alert--${type}`}
      role={type === 'error' ? 'alert' : 'status'}
      data-testid={testId}
    >
      <span className="light-alert__icon" aria-hidden="true">
        {type === 'error' ? '!' : '✓'}
      </span>
      <span>{title}</span>
    </div>
  );
}
