import { Button } from 'antd';

/** The 'Login' link every other mode offers (spec §2). */
export function BackToLogin({ onClick, label = 'Login' }: { onClick: () => void; label?: string }) {
  return (
    <div style={{ textAlign: 'center', marginTop: 12 }}>
      <Button type="link" onClick={onClick} data-testid="back-to-login">
        {label}
      </Button>
    </div>
  );
}
