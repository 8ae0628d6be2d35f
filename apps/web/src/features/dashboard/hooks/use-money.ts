import { createContext, useCallback, useContext } from 'react';
import { useFormats } from '../../../lib/format';

/** What a hidden amount looks like. */
export const AMOUNT_MASK = '••••••';

/** True while the dashboard's amounts are hidden (the balance card's show/hide toggle). */
export const AmountsHiddenContext = createContext(false);

/**
 * The dashboard's money formatter: the shared format in the interface language, or the mask while
 * amounts are hidden, so no figure (card, chart label or tooltip, list, tag) shows through when the
 * balance is hidden.
 */
export function useMoney() {
  const isHidden = useContext(AmountsHiddenContext);
  const formats = useFormats();
  const money = useCallback((amount: string, currency: string) => (isHidden ? AMOUNT_MASK : formats.money(amount, currency)), [isHidden, formats]);
  return { money, isHidden, formats };
}
