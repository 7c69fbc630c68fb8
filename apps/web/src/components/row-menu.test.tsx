import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RowMenu } from './row-menu';

const ITEMS = [
  { key: 'edit', label: 'Edit' },
  { key: 'approve', label: 'Approve' },
  { key: 'delete', label: 'Delete', danger: true },
];

function setup() {
  const onSelect = vi.fn();
  const onRowClick = vi.fn();
  const onOuterKey = vi.fn();
  render(
    <div onKeyDown={(event) => onOuterKey(event.key)}>
      <button type="button">Before</button>
      <table>
        <tbody>
          <tr onClick={onRowClick}>
            <td>
              <RowMenu label="Actions for Copper pipe" items={ITEMS} onSelect={onSelect} />
            </td>
          </tr>
        </tbody>
      </table>
      <button type="button">After</button>
    </div>,
  );
  const button = screen.getByRole('button', { name: 'Actions for Copper pipe' });
  return { onSelect, onRowClick, onOuterKey, button };
}

describe('RowMenu', () => {
  it('draws only its button until it is opened', () => {
    const { button } = setup();
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens on a click with its items, and a choice closes it without clicking the row', async () => {
    const user = userEvent.setup();
    const { button, onSelect, onRowClick } = setup();
    await user.click(button);
    // (A click on the button is the row's to ignore, as LoadMoreTable does with its controls.)
    onRowClick.mockClear();
    const menu = screen.getByRole('menu', { name: 'Actions for Copper pipe' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', menu.id);
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Edit',
      'Approve',
      'Delete',
    ]);
    await user.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(onSelect).toHaveBeenCalledWith('delete');
    expect(onRowClick).not.toHaveBeenCalled();
    expect(screen.queryByRole('menu')).toBeNull();
    // The focus is back on the button, where a confirmation dialog returns it.
    expect(button).toHaveFocus();
  });

  it('works from the keyboard: arrows, Home, End, Enter, and Escape back to the button', async () => {
    const user = userEvent.setup();
    const { button, onSelect, onOuterKey } = setup();
    button.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Approve' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button).toHaveFocus();
    // The menu's Escape is its own: a drawer around the list stays open.
    expect(onOuterKey).not.toHaveBeenCalledWith('Escape');

    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ }');
    expect(onSelect).toHaveBeenCalledWith('approve');
    expect(button).toHaveFocus();
  });

  it('closes on Tab and moves on to what follows the button, and on a click outside', async () => {
    const user = userEvent.setup();
    const { button } = setup();
    await user.click(button);
    await user.tab();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();

    await user.click(button);
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Before' }));
    expect(screen.queryByRole('menu')).toBeNull();

    // A second click on the button closes what the first opened.
    await user.click(button);
    await user.click(button);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
