import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SUPPORT_EMAIL } from '@laydown/domain';
import { BrandLogo } from './brand-logo';
import { usePageTitle } from './page-title';

interface AuthLayoutProps {
  title: ReactNode;
  subtitle?: ReactNode;
  /** The chooser and sign-in are narrow; the setup form needs two columns. */
  width?: number;
  children: ReactNode;
  testId?: string;
}

/**
 * The frame of every page a signed-out visitor sees: logo, a centred card, a support footer.
 * Plain elements, no antd: it frames the sign-in page, the first page most visits load (decision 0080).
 */
export function AuthLayout({ title, subtitle, width = 440, children, testId }: AuthLayoutProps) {
  usePageTitle(typeof title === 'string' ? title : undefined);
  return (
    <div className="auth-page" data-testid={testId}>
      <main className="auth-page__main">
        <div className="auth-card" style={{ maxWidth: width }}>
          <Link to="/" className="auth-card__logo" aria-label="Laydown">
            <BrandLogo size={36} />
          </Link>
          <header className="auth-card__header">
            <h1 className="auth-card__title">{title}</h1>
            {subtitle ? <p className="auth-card__subtitle">{subtitle}</p> : null}
          </header>
          {children}
        </div>
      </main>
      <footer className="auth-page__footer">
        © {new Date().getFullYear()} Laydown ·{' '}
        <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
      </footer>
    </div>
  );
}
