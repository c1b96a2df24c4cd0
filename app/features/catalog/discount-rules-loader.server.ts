// Reads the discount rules (spec §3) from `discount_rule` metaobjects. Malformed rules are dropped
// and logged here, so one bad entry never blocks prices.
import type {Storefront} from '@shopify/hydrogen';
import {DISCOUNT_RULES_QUERY} from '~graphql/discounts';
import {DISCOUNT_RULES_FETCHED, DISCOUNT_RULE_METAOBJECT_TYPE} from '~/config/product';
import {orderDiscountRules, parseDiscountRuleFields} from '~/features/catalog/model/discount-rule-fields';
import type {DiscountRule} from '~/features/catalog/model/discount-rules';
import {rememberLastParse} from '~/platform/last-parse';

type RuleNode = {handle: string; fields: Parameters<typeof parseDiscountRuleFields>[0]};

/** The stored rules (their JSON) to the rules in evaluation order and the handles of malformed ones. */
const parseStoredRules = rememberLastParse((json: string) => {
  const dropped: {handle: string; reason: string}[] = [];
  const parsed = (JSON.parse(json) as RuleNode[]).flatMap((node) => {
    const result = parseDiscountRuleFields(node.fields);
    if (result.ok) return [result];
    dropped.push({handle: node.handle, reason: result.reason});
    return [];
  });
  return {rules: orderDiscountRules(parsed), dropped};
});

export async function loadDiscountRules(storefront: Storefront): Promise<DiscountRule[]> {
  const {metaobjects} = await storefront.query(DISCOUNT_RULES_QUERY, {
    variables: {type: DISCOUNT_RULE_METAOBJECT_TYPE, first: DISCOUNT_RULES_FETCHED},
    cache: storefront.CacheShort(),
  });
  const {rules, dropped} = parseStoredRules(JSON.stringify(metaobjects.nodes));
  for (const {handle, reason} of dropped) console.warn(`[discounts] dropped malformed rule ${handle}: ${reason}`);
  return rules;
}

/** Pages still render with list prices when the rules cannot be read. */
export async function loadDiscountRulesOrNone(storefront: Storefront): Promise<DiscountRule[]> {
  try {
    return await loadDiscountRules(storefront);
  } catch (error) {
    console.error('[discounts] could not be loaded', error);
    return [];
  }
}
