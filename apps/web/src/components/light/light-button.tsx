import type { ButtonHTMLAttributes, ReactNode } from 'react';

interface LightButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'default' | 'link';
  block?: boolean;
  loading?: boolean;
  icon?: ReactNode;
  testId?: string;
}

/** An antd-looking button for the signed-out pages, which load no antd (decision 0080). */
export function LightButton({
  variant = 'default',
  block = false,
  loading = false,
  icon,
  testId,
  type = 'button',
  className,
  children,
  ...rest
}: LightButtonProps) {
  const classes = ['light-btn', `light-btn--${variant}`, block ? 'light-btn--block' : '', className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      aria-busy={loading || undefined}
      data-testid={testId}
      onClick={loading ? (event) => event.preventDefault() : rest.onClick}
    >
      {loading ? <span className="light-spin" aria-hidden="true" /> : icon}
      <span>{children}</span>
    </button>
  );
}
