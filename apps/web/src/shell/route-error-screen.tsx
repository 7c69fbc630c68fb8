import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { ErrorScreen } from './error-screen';
import { reportError } from './error-boundary';

/**
 * The router catches render errors of its routes before any outer boundary sees them, so it
 * needs the same screen as its error element.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => reportError(error), [error]);
  return <ErrorScreen />;
}
