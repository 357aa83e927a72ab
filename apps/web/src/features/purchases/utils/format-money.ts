/**
 * A price in the currency's smallest unit (cents for usd, yen for jpy) as people read it:
 * `formatMoney(499, 'usd')` is '$4.99'. How many minor units make one comes from Intl, so a
 * currency without cents is not divided by 100.
 */
export function formatMoney(amount: number, currency: string, locale?: string): string {
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: currency.toUpperCase(),
  });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amount / 10 ** digits);
}
