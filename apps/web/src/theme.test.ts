import { describe, expect, it } from 'vitest';
import { theme as antdTheme } from 'antd';
import { theme } from './theme';

/** WCAG 2 contrast ratio of a #rrggbb colour against white. */
function contrastOnWhite(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  const luminance = 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  return 1.05 / (luminance + 0.05);
}

describe('the antd theme', () => {
  it('keeps white text on a primary button readable at rest, on hover and when pressed (≥ 4.5:1)', () => {
    const tokens = antdTheme.getDesignToken(theme);
    for (const colour of [
      tokens.colorPrimary,
      tokens.colorPrimaryHover,
      tokens.colorPrimaryActive,
    ]) {
      expect(contrastOnWhite(colour), colour).toBeGreaterThanOrEqual(4.5);
    }
  });
});
