import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { MESSAGES, SUPPORT_EMAIL } from '@laydown/domain';
import { AuthLayout } from '../../components/auth-layout';
import { ArrowRightIcon, BuildIcon, ShopIcon } from '../../components/light/light-icons';
import { loginPathFor } from '../../shell/paths';

interface ChoiceProps {
  to: string;
  title: string;
  text: string;
  icon: ReactNode;
  variant: 'contractor' | 'vendor';
  testId: string;
}

function Choice({ to, title, text, icon, variant, testId }: ChoiceProps) {
  return (
    <Link to={to} className={`choice-card choice-card--${variant}`} data-testid={testId}>
      <span className="choice-card__icon">{icon}</span>
      <span className="choice-card__title">
        {title}
        <ArrowRightIcon className="choice-card__arrow" />
      </span>
      <span className="choice-card__text">{text}</span>
    </Link>
  );
}

/** Shown at / and /vendor until the visitor says who they are (spec §2 Access-type chooser). */
export function ChooserPage() {
  return (
    <AuthLayout
      title={MESSAGES.chooser.heading}
      subtitle={MESSAGES.chooser.prompt}
      width={600}
      testId="chooser-page"
    >
      <nav className="choice-grid" aria-label={MESSAGES.chooser.prompt}>
        <Choice
          to={loginPathFor('CONTRACTOR')}
          title={MESSAGES.chooser.contractor}
          text="Request quotes, place purchase orders and track deliveries to your jobs."
          icon={<BuildIcon />}
          variant="contractor"
          testId="chooser-contractor"
        />
        <Choice
          to={loginPathFor('VENDOR')}
          title={MESSAGES.chooser.vendor}
          text="Answer requests for quote and confirm the orders your customers send."
          icon={<ShopIcon />}
          variant="vendor"
          testId="chooser-vendor"
        />
      </nav>
      <p className="auth-note" style={{ margin: '24px 0 0' }}>
        Not sure which one to pick?{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`} data-testid="chooser-contact">
          {MESSAGES.chooser.contactUs}
        </a>
      </p>
    </AuthLayout>
  );
}
