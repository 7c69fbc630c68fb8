import fs from 'node:fs';

const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The Chromium the browser journeys drive: CHROMIUM_PATH, else Debian's. null when there is none. */
export function findChromium() {
  const wanted = process.env.CHROMIUM_PATH;
  if (wanted) return fs.existsSync(wanted) ? wanted : null;
  return CANDIDATES.find((p) => fs.existsSync(p)) ?? null;
}
