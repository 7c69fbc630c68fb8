import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LightSwitch } from './light-switch';

function Harness({ disabled = false, onChange }: { disabled?: boolean; onChange: () => void }) {
  const [on, setOn] = useState(true);
  return (
    <LightSwitch
      checked={on}
      disabled={disabled}
      label="Active: Copper pipe"
      onChange={(next) => {
        onChange();
        setOn(next);
      }}
    />
  );
}

describe('LightSwitch', () => {
  it('is a named switch that a click, Space and Enter turn off and on', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Active: Copper pipe' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(toggle).not.toBeChecked();
    await user.keyboard(' ');
    expect(toggle).toBeChecked();
    await user.keyboard('{Enter}');
    expect(toggle).not.toBeChecked();
    expect(onChange).toHaveBeenCalledTimes(3);
  });

  it('stays as it is when disabled', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness disabled onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Active: Copper pipe' });
    expect(toggle).toBeDisabled();
    await user.click(toggle);
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle).toBeChecked();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows what it is given until the caller changes it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<LightSwitch checked label="Active: Copper pipe" onChange={onChange} />);
    const toggle = screen.getByRole('switch', { name: 'Active: Copper pipe' });
    await user.click(toggle);
    expect(onChange).toHaveBeenCalledWith(false);
    expect(toggle).toBeChecked();
  });
});
