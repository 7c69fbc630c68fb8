import type { ThemeConfig } from 'antd';

/** One place for the brand: a construction blue with the logo's orange as the only accent. */
export const BRAND_BLUE = '#1d4ed8';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_BLUE,
    colorInfo: BRAND_BLUE,
    borderRadius: 8,
    fontFamily:
      "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    colorBgLayout: '#f5f7fb',
  },
  components: {
    Layout: { headerBg: '#ffffff', headerPadding: '0 24px', headerHeight: 64 },
    Card: { borderRadiusLG: 12 },
  },
};
