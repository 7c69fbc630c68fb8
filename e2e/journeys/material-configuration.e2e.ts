import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage } from '../support/browser';
import { signInAsContractor } from '../support/sign-in';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

async function pick(page: Page, testId: string, text: string) {
  await page.getByTestId(testId).click();
  await page.getByTestId(testId).locator('input').fill(text);
  await page.locator('.ant-select-dropdown .ant-select-item-option', { hasText: text }).click();
}

async function saveConfiguration(page: Page) {
  await page.getByTestId('material-configuration-save').click();
  await page.getByText('Material configuration saved.').waitFor();
}

describe('material configuration', () => {
  it('an admin requires a manufacturer, then creates a material with a cost code and a project', async () => {
    const page = await newPage(browser);
    await signInAsContractor(page, 'admin@demo.test', inject('demoPassword'));
    await page.getByTestId('home-page').waitFor();
    // The demo company works with phases: the code gets one of its phases.
    const phases = await page.request.get('/api/cost_code_phases');
    const phase = ((await phases.json()) as { records: { id: number }[] }).records[0];
    const created = await page.request.post('/api/cost_codes', {
      data: {
        cost_codes: [
          { code: '23-310', description: 'HVAC ductwork', cost_code_phase_id: phase?.id },
        ],
      },
    });
    expect(created.status()).toBe(201);

    await page.goto('/settings/company');
    await page.getByTestId('material-configuration-table').waitFor();
    await page.getByTestId('material-configuration-manufacturer-required_attributes').check();
    await saveConfiguration(page);

    await page.goto('/materials');
    await page.getByTestId('materials-page').waitFor();
    await page.getByTestId('materials-page-new').click();
    await page.getByTestId('material-description').fill('Journey PEX tubing 3/4"');
    await page.getByTestId('material-drawer-submit').click();
    await page.getByText('Manufacturer is required!').waitFor();

    await page.getByTestId('material-manufacturer').fill('Uponor');
    await pick(page, 'material-cost-code', '23-310');
    await pick(page, 'material-projects', 'Harbor View');
    await page.getByTestId('material-drawer-submit').click();
    await page.getByTestId('material-drawer').waitFor({ state: 'hidden' });

    await page.getByTestId('materials-search').locator('input').fill('Journey PEX');
    const row = page.locator('tbody tr.data-table__row', { hasText: 'Journey PEX' });
    await expect.poll(() => row.textContent()).toContain('23-310 - HVAC ductwork');

    // Put the configuration back for the other journeys.
    await page.goto('/settings/company');
    await page.getByTestId('material-configuration-manufacturer-required_attributes').uncheck();
    await saveConfiguration(page);
    await page.context().close();
  });
});
