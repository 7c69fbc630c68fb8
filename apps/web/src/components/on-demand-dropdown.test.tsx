import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { AntdProviders } from '../shell/antd-providers';
import { OnDemandDropdown } from './on-demand-dropdown';

function Export({ onPick }: { onPick: (key: string) => void }) {
  return (
    <AntdProviders>
      <OnDemandDropdown
        menu={{
          items: [
            { key: 'csv', label: 'Export CSV' },
            { key: 'xlsx', label: 'Export XLSX' },
          ],
          onClick: ({ key }) => onPick(key),
        }}
      >
        <Button data-testid="export">Export</Button>
      </OnDemandDropdown>
    </AntdProviders>
  );
}

describe('a dropdown whose code comes on demand', () => {
  it('opens its menu on the first press, keeps the focus on the trigger, and picks an item', async () => {
    const onPick = vi.fn();
    render(<Export onPick={onPick} />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByTestId('export')).toHaveFocus();
    await user.keyboard('{Enter}');
    const xlsx = await screen.findByText('Export XLSX');
    expect(screen.getByTestId('export')).toHaveFocus();
    await user.click(xlsx);
    expect(onPick).toHaveBeenCalledWith('xlsx');
  });

  it('opens again on later presses', async () => {
    render(<Export onPick={() => undefined} />);
    const user = userEvent.setup();
    await user.click(screen.getByTestId('export'));
    await user.click(await screen.findByText('Export CSV'));
    await user.click(screen.getByTestId('export'));
    expect(await screen.findByText('Export CSV')).toBeVisible();
  });
});
