import type { ThemeConfig } from 'antd';

/** One place for the brand: a construction blue with the logo's orange as the only accent. */
export const BRAND_BLUE = '#1d4ed8';
/** Blue-600 of the same palette: what a primary button, a link or a blue text turns to on hover. */
const BRAND_BLUE_HOVER = '#2563eb';

export const theme: ThemeConfig = {
  // Plain class names (.ant-btn, not :where(.css-1x2y3z).ant-btn, the same specificity): the
  // build's antd style sheet (decision 0116) names the styles it holds by them.
  hashed: false,
  token: {
    colorPrimary: BRAND_BLUE,
    // antd's generated hover (#4373e6) puts white text at 4.3:1; blue-600 of the same palette
    // (#1d4ed8 is its blue-700) keeps a primary button's hover at 5.2:1 (WCAG AA 4.5:1).
    colorPrimaryHover: BRAND_BLUE_HOVER,
    // The generated link hover (#6d99f2, 2.8:1 on white) and blue text hover (#4373e6, 4.3:1) are
    // lighter still; blue-600 keeps them at 4.7:1 or more on white, the layout grey and the pale
    // blue of a selected row or a primary text button's hover.
    colorLinkHover: BRAND_BLUE_HOVER,
    colorPrimaryTextHover: BRAND_BLUE_HOVER,
    colorInfoTextHover: BRAND_BLUE_HOVER,
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
    // A danger text button's hover puts this red on the pale red colorErrorBg: the generated
    // #db373f is 3.9:1 there, this slightly darker red 5.0:1 (5.9:1 on white).
    colorErrorHover: '#c41d2a',
  },
  components: {
    Layout: { headerBg: '#ffffff', headerPadding: '0 24px', headerHeight: 64 },
    Card: { borderRadiusLG: 12 },
  },
};
