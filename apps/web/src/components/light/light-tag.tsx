import type { HTMLAttributes } from 'react';

/** The preset colours the lists use, each drawn as antd's filled Tag of that colour. */
export type LightTagColor = 'default' | 'blue' | 'gold' | 'green';

interface LightTagProps extends HTMLAttributes<HTMLSpanElement> {
  color?: LightTagColor;
  testId?: string;
}

/**
 * A tag drawn like antd's (12 px text on a tinted, rounded chip) as one plain span: the lists
 * show several per row, and antd's Tag costs a component and its style registration each
 * (decision 0072).
 */
export function LightTag({ color = 'default', testId, className, ...rest }: LightTagProps) {
  const classes = ['light-tag', color === 'default' ? '' : `light-tag--${color}`, className]
    .filter(Boolean)
    .join(' ');
  return <span {...rest} className={classes} data-testid={testId} />;
}
