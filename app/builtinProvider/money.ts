// Amounts in minor units shown with the session's currency, Latin digits, no grouping (a figure
// reads the same in every language and in tests).

export function formatMoney(minor: number, digits: number, currency: string): string {
  return `${formatAmount(minor, digits)} ${currency}`;
}

export function formatAmount(minor: number, digits: number): string {
  return (minor / 10 ** digits).toFixed(digits);
}
