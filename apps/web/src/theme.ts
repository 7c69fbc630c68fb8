import type { ThemeConfig } from 'antd';

/** One place for the brand: a construction blue with the logo's orange as the only accent. */
export const BRAND_BLUE = '#1d4ed8';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: BRAND_BLUE,
    // antd's generated hover (#4373e6) puts white text at 4.3:1; blue-600 of the same palette
    // (#1d4ed8 is its blue-700) keeps a primary button's hover at 5.2:1 (WCAG AA 4.5:1).
    colorPrimaryHover: '#2563eb',
    colorInfo: BRAND_BLUE,
    borderRadius: 8,
    fontFamily:
      "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    colorBgLayout: '#f5f7fb',
    // antd's defaults for secondary text (45 %) and placeholders (25 %) are below WCAG AA's 4.5:1
    // on white and on the layout grey; these keep the look and pass it (axe-core color-contrast).
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextDescription: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    // Red-7: danger buttons and error texts at 5.6:1 instead of red-5's 3.3:1.
    colorError: '#cf1322',
  },
  components: {
    Layout: { headerBg: '#ffffff', headerPadding: '0 24px', headerHeight: 64 },
    Card: { borderRadiusLG: 12 },
  },
};
