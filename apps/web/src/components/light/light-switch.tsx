import type { KeyboardEvent } from 'react';

interface LightSwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The accessible name: what the switch turns on and off. */
  label: string;
  disabled?: boolean;
  testId?: string;
}

/**
 * antd's small Switch as a native checkbox with `role="switch"` (decision 0072): the browser
 * gives it focus, Space, the checked state and the disabled state; Enter toggles it too, as
 * antd's did. Controlled: it shows `checked` until the caller changes it.
 */
export function LightSwitch({
  checked,
  onChange,
  label,
  disabled = false,
  testId,
}: LightSwitchProps) {
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || disabled) return;
    event.preventDefault();
    onChange(!checked);
  };
  return (
    <input
      type="checkbox"
      role="switch"
      className="light-switch"
      checked={checked}
      disabled={disabled}
      aria-label={label}
      data-testid={testId}
      onChange={(event) => onChange(event.target.checked)}
      onKeyDown={onKeyDown}
    />
  );
}
