import {useEffect, useState} from 'react';
import {
  Link,
  useLoaderData,
  useNavigate,
  useRouteLoaderData,
  useSearchParams,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from 'react-router';
import type {RootLoader} from '~/features/chrome/page-shell-data.server';
import {stoneFromHit} from '~/features/ring-builder/model/stone-from-hit';
import {formatMoney} from '~/features/catalog/model/money';
import {leadTimeOf, ringLeadTime} from '~/features/catalog/model/delivery-promise';
import {optionsToFix, selectionAttributes, selectionsTotalCents, type OptionSelections} from '~/features/catalog/model/product-options';
import {knownSelections} from '~/features/catalog/model/known-selections';
import {ringCartLines, ringTitle} from '~/features/ring-builder/model/ring-cart-lines';
import {ringPrice} from '~/features/ring-builder/model/ring-price';
import {readSharedRing} from '~/features/ring-builder/model/ring-share-link';
import {settingShapeFit} from '~/features/ring-builder/model/setting-shape-fit';
import {ringPicture} from '~/features/ring-builder/model/ring-picture';
import {useRingPictureTemplate} from '~/features/ring-builder/hooks/use-ring-picture-template';
import {variantGidFromParam} from '~/features/catalog/model/variant-id';
import {loadReviewSetting} from '~/features/ring-builder/ring-builder-settings.server';
import {useRingBuilder} from '~/features/ring-builder/ring-builder-store';
import {RingAddToCart} from '~/features/ring-builder/components/RingAddToCart';
import {DeliveryEstimate} from '~/features/catalog/components/DeliveryEstimate';
import {ShapeMismatchNotice} from '~/features/ring-builder/components/ShapeMismatchNotice';
import {ReviewSettingPart} from '~/features/ring-builder/components/ReviewSettingPart';
import {ReviewStonePart} from '~/features/ring-builder/components/ReviewStonePart';
import {ShareRingLink} from '~/features/ring-builder/components/ShareRingLink';
import {SoldStoneNotice} from '~/features/ring-builder/components/SoldStoneNotice';
import {useDiscountRules} from '~/features/catalog/hooks/use-discount-rules';
import {RingDropAHint} from '~/features/ring-builder/components/RingDropAHint';
import {BookAppointmentLink} from '~/features/engagement/components/BookAppointmentLink';
import {useMonthlyPayment} from '~/features/ring-builder/hooks/use-monthly-payment';
import {useReviewSetting, type ReviewLoaderData} from '~/features/ring-builder/hooks/use-review-setting';
import {useSharedRing} from '~/features/ring-builder/hooks/use-shared-ring';
import {useSimilarStones} from '~/features/ring-builder/hooks/use-similar-stones';
import {useStoneLookup} from '~/features/ring-builder/hooks/use-stone-lookup';
import {useRingBuilderHydrated} from '~/features/ring-builder/hooks/use-ring-builder-hydrated';

export const meta: MetaFunction = () => [{title: 'Review your ring | Ring builder'}];

const usd = (amount: number) => formatMoney({amount: String(amount), currencyCode: 'USD'});

/**
 * A setting named by the URL (a shared ring link, or the page asking for its stored setting's
 * details), looked up fresh with its options, ship days and discount fields.
 */
export async function loader({request, context}: LoaderFunctionArgs): Promise<ReviewLoaderData> {
  const shared = readSharedRing(new URL(request.url).searchParams);
  if (!shared.settingHandle) return {details: null, failed: false};
  try {
    return {details: await loadReviewSetting(context.storefront, shared.settingHandle, variantGidFromParam(shared.variant)), failed: false};
  } catch (error) {
    console.error('[ring-builder/review] setting lookup failed', error);
    return {details: null, failed: true};
  }
}

/** A setting's details do not change when the cart does: adding the ring reloads nothing here. */
export const shouldRevalidate: ShouldRevalidateFunction = ({formMethod, currentUrl, nextUrl, defaultShouldRevalidate}) =>
  formMethod && currentUrl.href === nextUrl.href ? false : defaultShouldRevalidate;

export default function ReviewStep() {
  const hydrated = useRingBuilderHydrated();
  const imageOrigin = useRouteLoaderData<RootLoader>('root')?.publicEnv.catalogImageOrigin ?? null;
  const setting = useRingBuilder((state) => state.setting);
  const stone = useRingBuilder((state) => state.stone);
  const setSettingOptions = useRingBuilder((state) => state.setSettingOptions);
  const chooseSettingVariant = useRingBuilder((state) => state.chooseSettingVariant);
  const pictureTemplate = useRingPictureTemplate();
  const chooseStone = useRingBuilder((state) => state.chooseStone);
  const {details: linkedDetails} = useLoaderData<typeof loader>();
  const monthly = useMonthlyPayment();
  const [params] = useSearchParams();
  const sharedStock = readSharedRing(params).stockNumber;
  // The link's stone, else the remembered one: either way its availability is checked afresh.
  const {lookup, recheck} = useStoneLookup(hydrated ? (sharedStock ?? stone?.stockNumber ?? null) : null);
  useSharedRing(hydrated, linkedDetails?.setting ?? null, lookup);
  const review = useReviewSetting(hydrated ? setting : null, linkedDetails);
  const discounts = useDiscountRules(hydrated);
  const similar = useSimilarStones(stone, lookup.status === 'sold');
  const [flagged, setFlagged] = useState<string[]>([]);
  const navigate = useNavigate();
  const shapeFit = setting && stone ? settingShapeFit(setting, stone.shape) : null;
  // A build remembered (or linked) with the setting in another shape's variant takes the stone's, as choosing the stone would.
  useEffect(() => {
    if (shapeFit?.kind === 'switch' && stone) chooseStone(stone);
  }, [shapeFit?.kind, stone, chooseStone]);
  // A choice the setting's options cannot hold (a link's `opt.ring-size=<script>`) is dropped from the build: unchosen, and never shown back.
  const storedOptions = setting?.options;
  const knownOptions = review.status === 'ready' && storedOptions ? knownSelections(review.details.options, storedOptions) : null;
  const unknownChoice = !!knownOptions && Object.keys(knownOptions).length !== Object.keys(storedOptions ?? {}).length;
  useEffect(() => {
    if (unknownChoice && knownOptions) setSettingOptions(knownOptions);
  }, [unknownChoice, knownOptions, setSettingOptions]);
  const waitingForSharedStone = !!sharedStock && stone?.stockNumber !== sharedStock && lookup.status !== 'sold' && lookup.status !== 'error';

  if (!hydrated || waitingForSharedStone) {
    return (
      <p role="status" className="review-step__loading">
        Loading your ring…
      </p>
    );
  }
  // A link's stone that has sold since: the link's setting and filters are in place, the stone is not.
  if (sharedStock && stone?.stockNumber !== sharedStock && lookup.status === 'sold') {
    return (
      <div className="review-step__missing">
        <h1>Review your ring</h1>
        <p role="alert">The diamond in this ring link (stock {sharedStock}) has sold.</p>
        <p>
          The link's setting and diamond filters are kept: <Link to="/ring-builder/diamonds">choose a similar diamond</Link>.
        </p>
      </div>
    );
  }
  if (!setting || !stone) {
    return (
      <div className="review-step__missing">
        <h1>Review your ring</h1>
        <p>Your ring needs a setting and a diamond before it can be reviewed.</p>
        <p>
          {!setting ? <Link to="/ring-builder/settings">Choose a setting</Link> : null}
          {!setting && !stone ? ' · ' : null}
          {!stone ? <Link to="/ring-builder/diamonds">Choose a diamond</Link> : null}
        </p>
      </div>
    );
  }

  const details = review.status === 'ready' ? review.details : null;
  const options = details?.options ?? [];
  const selections: OptionSelections = knownOptions ?? setting.options;
  const price = ringPrice(
    discounts.rules,
    {price: setting.price, optionsSurcharge: selectionsTotalCents(options, selections) / 100, subject: details?.discountSubject ?? {tags: []}},
    stone,
  );
  const monthlyText = monthly(price.total);

  const onOptionChange = (optionId: string, value: string) => {
    setSettingOptions({...selections, [optionId]: value});
    setFlagged((current) => current.filter((id) => id !== optionId));
  };
  // Required options first, then the stone once more: it may have sold while the page was open.
  const beforeAdd = async () => {
    const missing = optionsToFix(options, selections).map((option) => option.id);
    setFlagged(missing);
    if (missing.length > 0) return false;
    return (await recheck()).status !== 'sold';
  };

  const settingLead = details ? leadTimeOf(details.shipDays.start, details.shipDays.end) : null;
  // The store's answer names the variant's image and metal, also for a build remembered before they were kept.
  const picture = ringPicture(details?.setting ?? setting, stone, pictureTemplate);
  return (
    <div className="review-step">
      <h1>{ringTitle(stone)}</h1>
      <div className="review-step__parts">
        <ReviewSettingPart
          setting={setting}
          details={review}
          price={price.setting}
          picture={picture}
          onOptionChange={onOptionChange}
          onMetalChange={chooseSettingVariant}
          flagged={flagged}
        />
        <ReviewStonePart stone={stone} price={price.stone} imageOrigin={imageOrigin} />
      </div>
      <section className="review-step__summary" aria-label="Your ring">
        <p className="review-step__total">
          Total <strong data-testid="review-total">{usd(price.total)}</strong>
          {price.wasTotal !== null ? (
            <s className="price-tag__was" data-testid="review-was-total">
              <span className="visually-hidden">Was </span>
              {usd(price.wasTotal)}
            </s>
          ) : null}
        </p>
        {monthlyText ? <p data-testid="review-monthly">{monthlyText}</p> : null}
        {discounts.status === 'unavailable' ? <p role="status">Discounts could not be checked; any that apply are taken off at checkout.</p> : null}
        {settingLead ? <DeliveryEstimate lead={ringLeadTime(settingLead, stone.type)} tellWhenLate className="delivery-estimate review-step__delivery" /> : null}
      </section>
      {/* The ring's actions: adding it, and any other way to act on it (hints, appointments). */}
      <div className="review-step__actions">
        {shapeFit?.kind === 'mismatch' ? (
          <ShapeMismatchNotice setting={setting} stone={stone} shapes={shapeFit.shapes} />
        ) : lookup.status === 'sold' ? (
          <SoldStoneNotice stone={stone} similar={similar} imageOrigin={imageOrigin} onChoose={(hit) => {
              chooseStone(stoneFromHit(hit));
              // A shared link names the sold stone: leave it, so the new stone is the one checked.
              if (sharedStock) void navigate('/ring-builder/review', {replace: true});
            }}
          />
        ) : (
          <RingAddToCart
            lines={ringCartLines(setting, stone, selectionAttributes(options, selections))}
            disabled={lookup.status === 'checking' || review.status !== 'ready' || shapeFit?.kind !== 'fits'}
            beforeAdd={beforeAdd}
          />
        )}
        {flagged.length > 0 ? (
          <p className="form-error" role="alert">
            Choose every option marked *Required.
          </p>
        ) : null}
        {lookup.status === 'checking' ? <p role="status">Checking this diamond is still available…</p> : null}
        {lookup.status === 'error' ? <p role="status">We could not check this diamond's availability; it will be checked again at checkout.</p> : null}
      </div>
      <ShareRingLink />
      <div className="review-step__engagement">
        <RingDropAHint stone={stone} />
        <BookAppointmentLink />
      </div>
    </div>
  );
}
