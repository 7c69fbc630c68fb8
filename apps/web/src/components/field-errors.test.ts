import { describe, expect, it, vi } from 'vitest';
import type { FormInstance } from 'antd';
import { applyFieldErrors } from './field-errors';

function fakeForm() {
  const setFields = vi.fn();
  return { form: { setFields } as unknown as FormInstance, setFields };
}

describe('server field errors go on their fields', () => {
  it('matches the request path the server names, wrapper included', () => {
    const { form, setFields } = fakeForm();
    const left = applyFieldErrors(
      form,
      {
        'tax_code.code': ['Code is required!'],
        'tax_code.tax_code_rates.0.rate': ['Enter a rate from 0 to 100, like 8.25'],
        'project.addresses.1.address_line_1': ['Address is required'],
      },
      [['code'], ['description'], ['rates', 0, 'rate'], ['addresses', 1, 'address_line_1']],
      { tax_code_rates: 'rates' },
    );
    expect(left).toEqual([]);
    expect(setFields).toHaveBeenCalledWith([
      { name: ['code'], errors: ['Code is required!'] },
      { name: ['rates', 0, 'rate'], errors: ['Enter a rate from 0 to 100, like 8.25'] },
      { name: ['addresses', 1, 'address_line_1'], errors: ['Address is required'] },
    ]);
  });

  it('prefers the longest matching path and returns what matches no field', () => {
    const { form, setFields } = fakeForm();
    const left = applyFieldErrors(form, { 'admin.email': ['Taken'], 'company.size': ['Too big'] }, [
      ['email'],
      ['admin', 'email'],
    ]);
    expect(setFields).toHaveBeenCalledWith([{ name: ['admin', 'email'], errors: ['Taken'] }]);
    expect(left).toEqual(['Too big']);
  });
});
