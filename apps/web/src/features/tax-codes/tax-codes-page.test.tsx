import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { TaxCodeRecord } from '@laydown/contracts';
import { fakeApi } from '../../test/fake-api';
import { jsonResponse } from '../../test/responses';
import { renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

const taxCode = (id: number, code: string, discarded: boolean): TaxCodeRecord => ({
  id,
  code,
  description: `${code} tax`,
  tax_code_type: { tax_type: 'SALES' },
  tax_code_rate: { id: 1, rate: '8.25', available_at: '2025-01-01', expire_at: null },
  tax_code_rates: [],
  discarded_at: discarded ? '2025-06-01T00:00:00.000Z' : null,
});

describe('tax codes page', () => {
  it("shows 'No tax codes found' when there are none", async () => {
    fakeApi({
      'GET /api/user': () => jsonResponse(200, { user: makeUser() }),
      'GET /api/tax_codes': () =>
        jsonResponse(200, { records: [], total_count: 0, has_more: false }),
    });
    renderApp('/settings/tax_codes');
    expect(
      await screen.findByText('No tax codes found', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
  });

  it("marks an inactive code with 'This tax code is inactive' and titles the rate column with the rate date", async () => {
    fakeApi({
      'GET /api/user': () => jsonResponse(200, { user: makeUser() }),
      'GET /api/tax_codes': () =>
        jsonResponse(200, {
          records: [taxCode(1, 'TX', false), taxCode(2, 'OLD', true)],
          total_count: 2,
          has_more: false,
        }),
    });
    const { user } = renderApp('/settings/tax_codes?rate_date=2025-03-01&active=false');
    expect(await screen.findByText('OLD', {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getAllByText('Rate on 03/01/2025').length).toBeGreaterThan(0);
    await user.hover(screen.getByTestId('tax-code-inactive'));
    expect(await screen.findByText('This tax code is inactive')).toBeInTheDocument();
  });
});
