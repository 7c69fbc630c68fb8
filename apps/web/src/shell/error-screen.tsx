import { MESSAGES, SUPPORT_EMAIL } from '@laydown/domain';
import { LightButton } from '../components/light/light-button';

interface ErrorScreenProps {
  /** Replaced in tests: jsdom cannot reload. */
  onRefresh?: () => void;
}

function reloadPage(): void {
  window.location.reload();
}

/**
 * What the user sees when the app itself fails (spec §2 Error screen). Plain elements: it must
 * show even when antd's code is what failed to load, and costs the sign-in page nothing.
 */
export function ErrorScreen({ onRefresh = reloadPage }: ErrorScreenProps) {
  return (
    <main className="centered-page" data-testid="error-screen">
      <div className="light-result">
        <span className="light-result__icon" aria-hidden="true">
          !
        </span>
        <h1 className="light-result__title">{MESSAGES.errorScreen.title}</h1>
        <p className="light-result__text">
          If this keeps happening, contact us at{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
        </p>
        <p className="light-result__text">
          Refreshing the page usually fixes it; your saved work is safe.
        </p>
        <LightButton variant="primary" onClick={onRefresh}>
          {MESSAGES.errorScreen.refresh}
        </LightButton>
      </div>
    </main>
  );
}
