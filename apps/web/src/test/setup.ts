import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { setLiveClient } from '../api/live';
import { installMatchMedia } from './match-media';
import { quietLiveClient } from './quiet-live';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());
beforeEach(() => setLiveClient(quietLiveClient()));

installMatchMedia();

// No CSS animation runs in a test DOM, so no animationend ever arrives: without these events Ant
// Design's motion (@rc-component/motion, read when it loads, after this file) shows and removes
// modals, messages and panels at once instead of waiting for an end that never comes.
Reflect.deleteProperty(window, 'AnimationEvent');
Reflect.deleteProperty(window, 'TransitionEvent');

// The DOM does not implement getComputedStyle for pseudo-elements; Ant Design asks for it while
// measuring scrollbars. Ignoring the pseudo-element argument is enough for tests.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => computedStyle(element);

if (!('ResizeObserver' in window)) {
  class NoopResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { value: NoopResizeObserver, writable: true });
}

// The first lazy import of an antd-heavy page is transformed on demand and can take over a second,
// and several seconds on a busy 2-core machine. Only a failing wait ever lasts this long.
configure({ asyncUtilTimeout: 15_000 });
