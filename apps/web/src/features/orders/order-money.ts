/** §9 "Currency USD with up to 20 decimals, minimum 2 by default." */
const USD = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 20,
});

/** '1234.5' → '$1,234.50' (the API sends decimals as text). */
export function formatUsd(value: string): string {
  return USD.format(Number(value));
}
