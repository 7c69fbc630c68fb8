import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TagList } from './tag-list';

describe('TagList', () => {
  it('shows three tags and the rest behind + N', async () => {
    render(<TagList tags={['North', 'South', 'East', 'West', 'Yard']} />);
    expect(screen.getByText('North')).toBeInTheDocument();
    expect(screen.getByText('East')).toBeInTheDocument();
    expect(screen.queryByText('West')).not.toBeInTheDocument();
    const more = screen.getByTestId('tag-list-more');
    expect(more).toHaveTextContent('+ 2');
    await userEvent.hover(more);
    expect(await screen.findByText('West, Yard')).toBeInTheDocument();
  });

  it('shows no counter for three or fewer, and the empty content for none', () => {
    const { rerender } = render(<TagList tags={['A', 'B', 'C']} />);
    expect(screen.queryByTestId('tag-list-more')).not.toBeInTheDocument();
    rerender(<TagList tags={[]} empty="None" />);
    expect(screen.getByText('None')).toBeInTheDocument();
  });
});
