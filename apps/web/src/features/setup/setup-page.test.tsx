import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { errorResponse, jsonResponse } from '../../test/responses';
import { currentLocation, renderApp } from '../../test/render-app';
import { makeUser } from '../../test/users';

type Events = ReturnType<typeof renderApp>['user'];

function freshInstall(answer = () => jsonResponse(201, { user: makeUser({ first_name: 'Ada' }) })) {
  return fakeApi({
    'GET /api/setup': () => jsonResponse(200, { setup_required: true }),
    'POST /api/setup': answer,
  });
}

async function fillForm(user: Events, password = 'Sup3r-secret', confirmation = password) {
  await user.type(await screen.findByTestId('company-name'), 'Acme Builders');
  await user.type(screen.getByTestId('admin-first-name'), 'Ada');
  await user.type(screen.getByTestId('admin-last-name'), 'Lovelace');
  await user.type(screen.getByTestId('admin-email'), ' Ada@Acme.TEST');
  await user.type(screen.getByTestId('admin-password'), password);
  await user.type(screen.getByTestId('admin-password-confirmation'), confirmation);
}

describe('first-run setup', () => {
  it('replaces the chooser at / while the installation has no company', async () => {
    freshInstall();
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Set up Laydown' })).toBeInTheDocument();
    expect(screen.queryByText('Please select your access type')).not.toBeInTheDocument();
  });

  it('applies the password rules of §5 on blur', async () => {
    freshInstall();
    const { user } = renderApp('/');
    const password = await screen.findByTestId('admin-password');
    await user.type(password, 'Short1!');
    await user.tab();
    expect(
      await screen.findByText('Password must be at least 8 characters long'),
    ).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'longenough');
    await user.tab();
    expect(
      await screen.findByText(
        'Password must include one uppercase letter, one lowercase letter, one digit, and one special character.',
      ),
    ).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'Long-enough1');
    await user.tab();
    await waitFor(() => expect(screen.queryByText(/Password must/)).not.toBeInTheDocument());
  });

  it('requires a matching confirmation', async () => {
    const fake = freshInstall();
    const { user } = renderApp('/');
    await fillForm(user, 'Sup3r-secret', 'Sup3r-secreT');
    await user.click(screen.getByTestId('company-submit'));
    expect(
      await screen.findByText('The two passwords that you entered do not match!'),
    ).toBeInTheDocument();
    await user.clear(screen.getByTestId('admin-password-confirmation'));
    await user.click(screen.getByTestId('company-submit'));
    expect(await screen.findByText('Please confirm your password!')).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/setup')).toHaveLength(0);
  });

  it('asks for an empty password with the spec text', async () => {
    freshInstall();
    const { user } = renderApp('/');
    await user.click(await screen.findByTestId('company-submit'));
    expect(await screen.findByText('Please input your Password!')).toBeInTheDocument();
    expect(screen.getByText('Please input the company name')).toBeInTheDocument();
  });

  it('creates the company and its administrator, then lands on /home signed in', async () => {
    const fake = freshInstall();
    const { user, router } = renderApp('/');
    await fillForm(user);
    await user.click(screen.getByTestId('company-submit'));
    expect(await screen.findByTestId('home-page')).toHaveTextContent('Welcome, Ada');
    expect(currentLocation(router)).toBe('/home');
    expect(fake.callsTo('POST', '/api/setup')[0]?.body).toEqual({
      company: { name: 'Acme Builders', plan_tier: 'BASIC', company_type: 'GENERAL_CONTRACTOR' },
      admin: {
        email: 'ada@acme.test',
        first_name: 'Ada',
        last_name: 'Lovelace',
        password: 'Sup3r-secret',
      },
    });
  });

  it('shows server field errors on their fields and keeps what was typed', async () => {
    freshInstall(() =>
      errorResponse(422, 'validation_failed', 'Some fields are not valid.', {
        'admin.email': ['This e-mail is already taken.'],
        'company/name': ['A company with this name exists.'],
      }),
    );
    const { user } = renderApp('/');
    await fillForm(user);
    await user.click(screen.getByTestId('company-submit'));
    expect(await screen.findByText('This e-mail is already taken.')).toBeInTheDocument();
    expect(screen.getByText('A company with this name exists.')).toBeInTheDocument();
    expect(screen.getByTestId('company-form-error')).toHaveTextContent(
      'Some fields are not valid.',
    );
    expect(screen.getByTestId('company-name')).toHaveValue('Acme Builders');
    expect(screen.getByTestId('admin-email')).toHaveValue('ada@acme.test');
    expect(screen.getByTestId('admin-password')).toHaveValue('Sup3r-secret');
    expect(screen.getByTestId('admin-password-confirmation')).toHaveValue('Sup3r-secret');
  });
});
