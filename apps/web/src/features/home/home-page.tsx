import { Card, Col, Descriptions, Row, Typography } from 'antd';
import { useCurrentUser } from '../../shell/current-user';
import { HOME_AREAS, HOME_INTRO } from './home-areas';

const ACCESS_LABEL = { CONTRACTOR: 'Contractor', VENDOR: 'Vendor' } as const;

function titleCase(value: string): string {
  return value
    .toLowerCase()
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The landing page after sign-in; the order dashboard will take this place. */
export function HomePage() {
  const user = useCurrentUser();
  const accountName = user.account?.name;
  const areas = HOME_AREAS[user.type];

  return (
    <div data-testid="home-page">
      <header style={{ marginBottom: 24 }}>
        <Typography.Title level={2} style={{ marginBottom: 4 }}>
          Welcome, {user.first_name}
        </Typography.Title>
        {accountName ? (
          <Typography.Text type="secondary" style={{ fontSize: 16 }} data-testid="home-company">
            {accountName}
          </Typography.Text>
        ) : null}
      </header>
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={16}>
          <Card title="Your workspace" variant="borderless" className="home-card">
            <Typography.Paragraph type="secondary">{HOME_INTRO[user.type]}</Typography.Paragraph>
            <div className="home-areas">
              {areas.map(({ title, text, icon: Icon }) => (
                <div key={title} className="home-area">
                  <span className="home-area__icon">
                    <Icon />
                  </span>
                  <div>
                    <div className="home-area__title">{title}</div>
                    <div className="home-area__text">{text}</div>
                  </div>
                </div>
              ))}
            </div>
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card
            title="Overview"
            variant="borderless"
            className="home-card"
            data-testid="home-overview"
          >
            <Descriptions
              column={1}
              size="small"
              items={[
                {
                  key: 'account',
                  label: user.type === 'VENDOR' ? 'Vendor' : 'Company',
                  children: accountName ?? '—',
                },
                {
                  key: 'role',
                  label: 'Role',
                  children: user.role ? titleCase(user.role.name) : '—',
                },
                { key: 'access', label: 'Access', children: ACCESS_LABEL[user.type] },
                { key: 'email', label: 'Signed in as', children: user.email },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
