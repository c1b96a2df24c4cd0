import {describe, expect, it} from 'vitest';
import {PLANS, line, platformCart} from './cart-fixtures';
import {toCartView} from './cart-grouping';
import {emptyCartView, withAddedPiece, withCarePlan, withItemQuantity, withoutItems, type AddedPiece} from './cart-optimistic';

const context = {carePlans: PLANS, carePlansAvailable: true};
const studs = line({id: 'gid://shopify/CartLine/e1', productId: 'gid://shopify/Product/e', title: 'Studs', price: 300, isStatic: true});
const band = line({id: 'gid://shopify/CartLine/b1', productId: 'gid://shopify/Product/b', title: 'Band', price: 600, isStatic: true});
const view = toCartView(platformCart([studs, band]), context);
const plan = view.lines[0]!.applicableCarePlans[0]!;

describe('optimistic cart', () => {
  it('changes a quantity, its total and the subtotal at once', () => {
    const next = withItemQuantity(view, studs.id, 3);
    expect(next.lines[0]?.items[0]).toMatchObject({quantity: 3, totalPrice: {amount: '900.00'}});
    expect(next.subtotalAmount.amount).toBe('1500.00');
  });

  it('adds a care plan with a temporary id, keeps it in step with the quantity, then removes it', () => {
    const added = withCarePlan(view, studs.id, plan, 'temporary:1');
    expect(added.lines[0]?.items.map((i) => [i.id, i.isCarePlan])).toEqual([[studs.id, false], ['temporary:1', true]]);
    expect(added.subtotalAmount.amount).toBe('949.00');
    expect(withItemQuantity(added, studs.id, 2).lines[0]?.items[1]).toMatchObject({quantity: 2, totalPrice: {amount: '98.00'}});
    expect(withCarePlan(added, studs.id, null, 'temporary:2').lines[0]?.items).toHaveLength(1);
  });

  it('drops entries left without a piece, plan and all', () => {
    const added = withCarePlan(view, studs.id, plan, 'temporary:1');
    const next = withoutItems(added, [studs.id]);
    expect(next.lines.map((e) => e.id)).toEqual([band.id]);
    expect(next.subtotalAmount.amount).toBe('600.00');
  });

  it('keeps a discounted line at its discounted unit charge when its quantity changes', () => {
    // 10% off $590, charged $531 a unit.
    const discounted = line({id: 'gid://shopify/CartLine/w1', productId: 'gid://shopify/Product/w', title: 'Wedding Band', price: 590, discountPerUnit: 59, isStatic: true});
    const cart = toCartView(platformCart([discounted, band]), context);
    expect(cart.lines[0]?.items[0]).toMatchObject({totalPrice: {amount: '531.0'}, originalTotalPrice: {amount: '590.0'}});
    const next = withItemQuantity(cart, discounted.id, 3);
    expect(next.lines[0]?.items[0]).toMatchObject({quantity: 3, totalPrice: {amount: '1593.00'}, originalTotalPrice: {amount: '1770.00'}});
    expect(next.subtotalAmount.amount).toBe('2193.00');
  });

  it('keeps a surcharged line (options priced by the cart transform) at its charged unit price, not the variant price', () => {
    // Variant $1,200 + $490 of options = $1,690, 10% off: $1,521 a unit.
    const ring = line({id: 'gid://shopify/CartLine/r1', productId: 'gid://shopify/Product/r', title: 'Setting', price: 1690, variantPrice: 1200, discountPerUnit: 169, isStatic: true});
    const cart = toCartView(platformCart([ring]), context);
    expect(cart.lines[0]?.items[0]).toMatchObject({price: {amount: '1690.0'}, totalPrice: {amount: '1521.0'}, originalTotalPrice: {amount: '1690.0'}});
    const next = withItemQuantity(cart, ring.id, 2);
    expect(next.lines[0]?.items[0]).toMatchObject({quantity: 2, totalPrice: {amount: '3042.00'}, originalTotalPrice: {amount: '3380.00'}});
    expect(next.subtotalAmount.amount).toBe('3042.00');
  });

  it('prices a care plan added to a piece of quantity 2 at two plans', () => {
    const two = withItemQuantity(view, studs.id, 2);
    const added = withCarePlan(two, studs.id, plan, 'temporary:1');
    expect(added.lines[0]?.items[1]).toMatchObject({quantity: 2, totalPrice: {amount: (Number(plan.price.amount) * 2).toFixed(2)}, originalTotalPrice: null});
  });
});

describe('optimistic add', () => {
  const piece: AddedPiece = {
    variantId: 'gid://shopify/ProductVariant/n1',
    name: 'Necklace',
    type: 'Necklaces',
    variantTitle: 'Default Title',
    productHandle: 'necklace',
    price: {amount: '250.0', currencyCode: 'EUR'},
    image: null,
    isStatic: true,
    attributes: [],
  };

  it('shows a new piece as its own entry under the temporary id, and adds its price to the subtotal', () => {
    const next = withAddedPiece(view, piece, 'temporary:7');
    expect(next.lines.map((e) => e.id)).toEqual([studs.id, band.id, 'temporary:7']);
    expect(next.lines[2]).toMatchObject({title: 'Necklace', maxQuantity: 1, items: [{id: 'temporary:7', quantity: 1, description: '', totalPrice: {amount: '250.0'}}]});
    expect(next.subtotalAmount.amount).toBe('1150.00');
  });

  it("starts an empty cart in the piece's currency", () => {
    const next = withAddedPiece(emptyCartView('USD'), {...piece, variantTitle: '14K Gold'}, 'temporary:1');
    expect(next.lines).toHaveLength(1);
    expect(next.lines[0]?.items[0]?.description).toBe('14K Gold');
    expect(next.subtotalAmount).toEqual({amount: '250.00', currencyCode: 'EUR'});
  });

  it('takes one more of a line with the same merchandise and attributes, as the platform merges it', () => {
    const studsItem = view.lines[0]!.items[0]!;
    const same = {...piece, variantId: studsItem.variantId, attributes: studsItem.attributes};
    const next = withAddedPiece(view, same, 'temporary:1');
    expect(next.lines).toHaveLength(2);
    expect(next.lines[0]?.items[0]).toMatchObject({id: studs.id, quantity: 2, totalPrice: {amount: '600.00'}});
    const engraved = withAddedPiece(view, {...same, attributes: [{key: 'Engraving', value: 'A'}]}, 'temporary:2');
    expect(engraved.lines).toHaveLength(3);
  });
});
