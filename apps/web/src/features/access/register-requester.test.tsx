import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { errorResponse, jsonResponse } from '../../test/responses';
import { renderApp } from '../../test/render-app';

type Routes = Parameters<typeof fakeApi>[0];

const api = (routes: Routes = {}) =>
  fakeApi({
    'GET /api/setup': () => jsonResponse(200, { setup_required: false }),
    'GET /api/user': () => errorResponse(401, 'unauthenticated', 'Sign in'),
    ...routes,
  });

const link =
  '/?access-type=CONTRACTOR&public_order_form_url_extension=acme&first_name=Rae&last_name=Ray&email=Rae@ACME.test';

async function finish(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByTestId('register-password'), 'Request-Pa55!');
  await user.type(screen.getByTestId('register-password-confirmation'), 'Request-Pa55!');
  await user.click(screen.getByTestId('register-submit'));
}

describe('register requester mode', () => {
  it('prefills from the query string and congratulates on success', async () => {
    const fake = api({
      'POST /api/users': () =>
        jsonResponse(201, {
          message:
            'A confirmation email was sent to you. Please confirm your registration before you log in.',
        }),
    });
    const { user } = renderApp(link);
    expect(await screen.findByTestId('register-first-name')).toHaveValue('Rae');
    expect(screen.getByTestId('register-last-name')).toHaveValue('Ray');
    expect(screen.getByTestId('register-email')).toHaveValue('rae@acme.test');
    await finish(user);
    expect(await screen.findByText('Congratulations')).toBeInTheDocument();
    expect(screen.getByTestId('registration-done')).toHaveTextContent(
      'confirm your registration before you log in',
    );
    expect(fake.callsTo('POST', '/api/users')[0]?.body).toEqual({
      user: {
        first_name: 'Rae',
        last_name: 'Ray',
        email: 'rae@acme.test',
        password: 'Request-Pa55!',
        password_confirmation: 'Request-Pa55!',
        public_order_form_url_extension: 'acme',
      },
    });
  });

  it.each([
    [409, 'A user with this email already exists.', 'A user with this email already exists.'],
    [500, 'boom', 'Unknown registration error, please contact the support address'],
  ])('shows the failure for a %i', async (status, message, shown) => {
    api({
      'POST /api/users': () =>
        errorResponse(status, status === 409 ? 'email_taken' : 'internal_error', message),
    });
    const { user } = renderApp(link);
    await finish(user);
    await waitFor(() => expect(screen.getByTestId('register-error')).toHaveTextContent(shown));
  });

  it('asks for names and email with the spec texts', async () => {
    const fake = api();
    const { user } = renderApp('/?access-type=CONTRACTOR&public_order_form_url_extension=acme');
    await finish(user);
    expect(await screen.findByText('Please your first name!')).toBeInTheDocument();
    expect(screen.getByText('Please input your last name!')).toBeInTheDocument();
    expect(screen.getByText('Please input your Email!')).toBeInTheDocument();
    expect(fake.callsTo('POST', '/api/users')).toHaveLength(0);
  });
});
