import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import type { ThemeConfig } from 'antd';
import { Fragment } from 'react';
import { renderToString } from 'react-dom/server';
import { antdSpecimens } from './specimens';

/**
 * The styles Ant Design would generate in the browser for the app's components under `theme`,
 * as one style sheet, ending with antd's map of what it holds (`.data-ant-cssinjs-cache-path`):
 * in the browser antd reads that map and generates only what the sheet lacks (decision 0116).
 * antd is loaded here, at build time only, so that the config stays quick to load.
 */
export async function antdStyleSheet(theme: ThemeConfig): Promise<string> {
  const antd = await import('antd');
  const cache = createCache();
  renderToString(
    <StyleProvider cache={cache}>
      <antd.ConfigProvider theme={theme}>
        {Object.entries(antdSpecimens(antd)).map(([name, specimen]) => (
          <Fragment key={name}>{specimen}</Fragment>
        ))}
      </antd.ConfigProvider>
    </StyleProvider>,
  );
  // Only the components' rules: the theme's CSS variables are scoped to a class the browser
  // makes per page (React's useId) and stay generated there.
  return extractStyle(cache, { plain: true, types: ['style'] });
}
