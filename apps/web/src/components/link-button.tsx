import type { MouseEvent, ReactNode } from 'react';
import { Button, type ButtonProps } from 'antd';
import { useNavigate } from 'react-router';

interface LinkButtonProps extends Pick<ButtonProps, 'type' | 'icon'> {
  to: string;
  children: ReactNode;
  testId?: string;
}

/** A plain click on a link the app can follow itself; any modifier or other button is the browser's. */
function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}

/**
 * A button that is a real link: a click moves within the app, Ctrl- or Cmd-click and the middle
 * button open a new tab (procurement-core §2), as any link does.
 */
export function LinkButton({ to, children, testId, ...button }: LinkButtonProps) {
  const navigate = useNavigate();
  return (
    <Button
      {...button}
      href={to}
      data-testid={testId}
      onClick={(event) => {
        if (!isPlainClick(event)) return;
        event.preventDefault();
        void navigate(to);
      }}
    >
      {children}
    </Button>
  );
}
