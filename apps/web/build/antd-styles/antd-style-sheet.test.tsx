import { render } from '@testing-library/react';
import * as antd from 'antd';
import { describe, expect, it } from 'vitest';
import { AntdProviders } from '../../src/shell/antd-providers';
import { theme } from '../../src/theme';
import { antdStyleSheet } from './antd-style-sheet';

/** What antd names each style by when it generates it in the page (it marks them outside production). */
function generatedPaths(): string[] {
  return [...document.querySelectorAll('style[data-cache-path]')].map(
    (style) => style.getAttribute('data-cache-path') ?? '',
  );
}

/** The paths the sheet's map says it holds (antd reads it in the browser and skips them). */
function sheetPaths(sheet: string): string[] {
  const map = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}/.exec(sheet)?.[1] ?? '';
  return map.split(';').map((entry) => entry.split(':')[0] ?? '');
}

describe("the build's antd style sheet", () => {
  it("holds the shell's components under the names antd looks them up by in the page", async () => {
    const page = render(
      <AntdProviders>
        <antd.Button>Save</antd.Button>
        <antd.Tag>Sent</antd.Tag>
        <antd.Typography.Text>Text</antd.Typography.Text>
        <antd.Rate />
      </AntdProviders>,
    );
    const inPage = generatedPaths();
    page.unmount();
    const sheet = await antdStyleSheet(theme);
    const held = sheetPaths(sheet);

    const button = inPage.find((path) => path.includes('|ant-btn|'));
    const tag = inPage.find((path) => path.includes('|ant-tag|'));
    const text = inPage.find((path) => path.includes('|ant-typography|'));
    expect(held).toEqual(expect.arrayContaining([button, tag, text]));
    expect(sheet).toContain('.ant-btn{');
    // A component the first pages do not show is left to antd in the page.
    const rate = inPage.find((path) => path.includes('|ant-rate|'));
    expect(rate).toBeDefined();
    expect(held).not.toContain(rate);
  });
});
