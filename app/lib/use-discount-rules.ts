import {useEffect, useState} from 'react';
import type {DiscountRule} from '~/domain/discount-rules';
import {readDiscountRulesResponse} from '~/domain/discount-rules-response';

export const DISCOUNTS_ENDPOINT = '/api/discounts';

export type DiscountRulesState = {status: 'loading' | 'ready' | 'unavailable'; rules: DiscountRule[]};

/**
 * The shop's discount rules from `GET /api/discounts` (spec §7; the answer is cached for the spec's
 * stale time). Unavailable rules leave list prices, which the review then says.
 */
export function useDiscountRules(enabled: boolean): DiscountRulesState {
  const [state, setState] = useState<DiscountRulesState>({status: 'loading', rules: []});
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    fetch(DISCOUNTS_ENDPOINT, {headers: {Accept: 'application/json'}})
      .then(async (response) => {
        if (!response.ok) throw new Error(`discounts answered ${response.status}`);
        const rules = readDiscountRulesResponse(await response.json());
        if (current) setState({status: 'ready', rules});
      })
      .catch(() => {
        if (current) setState({status: 'unavailable', rules: []});
      });
    return () => {
      current = false;
    };
  }, [enabled]);
  return state;
}
