import { Button, Result, Typography } from 'antd';
import { MESSAGES, SUPPORT_EMAIL } from '@laydown/domain';

interface ErrorScreenProps {
  /** Replaced in tests: jsdom cannot reload. */
  onRefresh?: () => void;
}

function reloadPage(): void {
  window.location.reload();
}

/** What the user sees when the app itself fails (spec §2 Error screen). */
export function ErrorScreen({ onRefresh = reloadPage }: ErrorScreenProps) {
  return (
    <div className="centered-page" data-testid="error-screen">
      <Result
        status="error"
        title={<h1 className="result-title">{MESSAGES.errorScreen.title}</h1>}
        subTitle={
          <>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
              If this keeps happening, contact us at{' '}
              <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>.
            </Typography.Paragraph>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
              Refreshing the page usually fixes it; your saved work is safe.
            </Typography.Paragraph>
          </>
        }
        extra={
          <Button type="primary" size="large" onClick={onRefresh}>
            {MESSAGES.errorScreen.refresh}
          </Button>
        }
      />
    </div>
  );
}
