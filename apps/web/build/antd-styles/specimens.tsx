import type { ReactNode } from 'react';
import * as antd from 'antd';

/**
 * The Ant Design components on the first paint of the signed-in pages people open most (the
 * shell, the lists, the leveling screen, the order form: what antd generated there at run time
 * before decision 0116), each drawn in the states that register its styles. Pop-ups (tooltips,
 * modals, drawers, menus, selects) are drawn with antd's own static panels: a closed pop-up
 * registers nothing on a server.
 *
 * The other components (Table, Form, DatePicker, Upload...: 0.4 MB more, on few pages) are left
 * out on purpose: every page would download and parse them. antd generates their styles in the
 * browser on first use, as it did for all of them before.
 */
export function antdSpecimens(a: typeof antd): Record<string, ReactNode> {
  const options = [{ value: 'a', label: 'A' }];
  return {
    Alert: <a.Alert title="Alert" type="info" showIcon />,
    App: <a.App />,
    Avatar: <a.Avatar>A</a.Avatar>,
    Badge: <a.Badge count={1} />,
    Button: <a.Button type="primary">Button</a.Button>,
    Collapse: <a.Collapse items={[{ key: 1, label: 'Panel', children: 'Panel' }]} />,
    Drawer: <a.Drawer._InternalPanelDoNotUseOrYouWillBeFired title="Drawer" />,
    Dropdown: (
      <a.Dropdown._InternalPanelDoNotUseOrYouWillBeFired
        menu={{ items: [{ key: 1, label: 'Item' }] }}
      />
    ),
    Empty: <a.Empty />,
    Input: (
      <a.Space.Compact>
        <a.Input.Search />
        <a.Input.Password />
        <a.Input.TextArea />
      </a.Space.Compact>
    ),
    Layout: (
      <a.Layout>
        <a.Layout.Sider />
        <a.Layout.Header />
        <a.Layout.Content />
      </a.Layout>
    ),
    Modal: <a.Modal._InternalPanelDoNotUseOrYouWillBeFired title="Modal" />,
    Select: <a.Select._InternalPanelDoNotUseOrYouWillBeFired options={options} />,
    Skeleton: <a.Skeleton active avatar />,
    Space: <a.Space />,
    Spin: <a.Spin />,
    Tag: (
      <>
        <a.Tag color="blue">Tag</a.Tag>
        <a.Tag.CheckableTag checked>Tag</a.Tag.CheckableTag>
      </>
    ),
    Tooltip: <a.Tooltip._InternalPanelDoNotUseOrYouWillBeFired title="Tip" />,
    Typography: (
      <a.Typography>
        <a.Typography.Title>Title</a.Typography.Title>
        <a.Typography.Paragraph>Text</a.Typography.Paragraph>
      </a.Typography>
    ),
  };
}
