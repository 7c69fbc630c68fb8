#!/usr/bin/env node
// `npm test`: typecheck, lint, every Vitest project, then the browser journeys in Chromium.
// Without Chromium the browser journeys are skipped with one line, unless CI=true, where that fails.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium } from '../e2e/chromium.mjs';

const ci = process.env.CI === 'true' || process.env.CI === '1';
const results = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'laydown-test-')), 'vitest.json');
const totals = { passed: 0, failed: 0, skipped: 0 };

function run(title, command, args) {
  console.log(`\n▶ ${title}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit', shell: false });
  if (status !== 0) {
    console.error(`\n✖ ${title} failed`);
    summary();
    process.exit(status ?? 1);
  }
}

function count(file) {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  totals.skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function summary() {
  count(results);
  count(`${results}.e2e`);
  console.log(
    `\nTests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`,
  );
}

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
run('typecheck', npx, ['tsc', '-b']);
run('lint', npx, ['eslint', '--max-warnings', '0', '.']);
run('unit, API and web tests', npx, [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${results}`,
]);

const chromium = findChromium();
if (!chromium) {
  if (ci) {
    console.error(
      "✖ Chromium not found (set CHROMIUM_PATH or install Debian's chromium): the browser journeys cannot run in CI.",
    );
    summary();
    process.exit(1);
  }
  console.log(
    '\nChromium not found: skipping the browser journeys (install chromium or set CHROMIUM_PATH to run them).',
  );
} else {
  run('build the web app', process.platform === 'win32' ? 'npm.cmd' : 'npm', [
    'run',
    'build',
    '--silent',
  ]);
  run('browser journeys (Chromium)', npx, [
    'vitest',
    'run',
    '--config',
    'e2e/vitest.config.ts',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${results}.e2e`,
  ]);
}
summary();
