import { createHash } from 'node:crypto';
import type { ThemeConfig } from 'antd';
import type { Plugin } from 'vite';
import { antdStyleSheet } from './antd-style-sheet';

/**
 * Builds Ant Design's styles for the app's theme into `assets/antd-<hash>.css`, linked first in
 * the page's head: before the app's own CSS, where antd inserts the styles it generates, so the
 * cascade is the one it was. Only the build does this; in development antd generates them all.
 */
export function antdStaticStyles(theme: ThemeConfig): Plugin {
  let fileName = '';
  return {
    name: 'laydown-antd-static-styles',
    apply: 'build',
    async buildStart() {
      const source = await antdStyleSheet(theme);
      const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
      fileName = `assets/antd-${hash}.css`;
      this.emitFile({ type: 'asset', fileName, source });
    },
    transformIndexHtml: {
      order: 'post',
      handler: () => [
        {
          tag: 'link',
          attrs: { rel: 'stylesheet', crossorigin: true, href: `/${fileName}` },
          injectTo: 'head-prepend',
        },
      ],
    },
  };
}
