import { describe, expect, it } from 'vitest';
import { theme as antdTheme } from 'antd';
import { theme } from './theme';

/** Relative luminance (WCAG 2) of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

const tokens = antdTheme.getDesignToken(theme);

describe('the antd theme', () => {
  it('keeps white text on a primary button readable at rest, on hover and when pressed (≥ 4.5:1)', () => {
    for (const colour of [
      tokens.colorPrimary,
      tokens.colorPrimaryHover,
      tokens.colorPrimaryActive,
    ]) {
      expect(contrast(colour, '#ffffff'), colour).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps links and blue texts readable on hover and when pressed, on every background they meet (≥ 4.5:1)', () => {
    // A container, the page's grey, and the pale blue of a selected row or a text button's hover.
    const backgrounds = [tokens.colorBgContainer, tokens.colorBgLayout, tokens.colorPrimaryBg];
    const colours = {
      colorLinkHover: tokens.colorLinkHover,
      colorLinkActive: tokens.colorLinkActive,
      colorPrimaryTextHover: tokens.colorPrimaryTextHover,
      colorPrimaryTextActive: tokens.colorPrimaryTextActive,
      colorInfoTextHover: tokens.colorInfoTextHover,
    };
    for (const [name, colour] of Object.entries(colours)) {
      for (const background of backgrounds) {
        expect(
          contrast(colour, background),
          `${name} ${colour} on ${background}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('keeps a danger text or link button readable on hover (≥ 4.5:1 on white and on its pale red)', () => {
    for (const background of [tokens.colorBgContainer, tokens.colorErrorBg]) {
      expect(contrast(tokens.colorErrorHover, background), background).toBeGreaterThanOrEqual(4.5);
    }
  });
});
