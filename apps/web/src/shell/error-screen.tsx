import { MESSAGES, SUPPORT_EMAIL } from '@laydown/domain';
import { LightButton } from '../components/light/light-button';
import { LightResult } from '../components/light/light-result';

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
      <LightResult
        status="error"
        title={<h1 className="result-title">{MESSAGES.errorScreen.title}</h1>}
        subTitle={
          <>
            <p>
              If this keeps happening, contact us at{' '}
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
            </p>
            <p>Refreshing the page usually fixes it; your saved work is safe.</p>
          </>
        }
        extra={
          <LightButton variant="primary" onClick={onRefresh}>
            {MESSAGES.errorScreen.refresh}
          </LightButton>
        }
      />
    </main>
  );
}
