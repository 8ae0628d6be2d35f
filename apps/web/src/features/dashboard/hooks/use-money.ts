import { createContext, useCallback, useContext } from 'react';
import { formatMoney } from '@tally/shared/money';

/** What a hidden amount looks like. */
export const AMOUNT_MASK = '••••••';

/** True while the dashboard's amounts are hidden (the balance card's show/hide toggle). */
export const AmountsHiddenContext = createContext(false);

/**
 * The dashboard's money formatter: the shared format, or the mask while amounts are hidden, so no
 * figure (card, chart label or tooltip, list, tag) shows through when the balance is hidden.
 */
export function useMoney() {
  const isHidden = useContext(AmountsHiddenContext);
  const money = useCallback((amount: string, currency: string) => (isHidden ? AMOUNT_MASK : formatMoney(amount, currency)), [isHidden]);
  return { money, isHidden };
}
