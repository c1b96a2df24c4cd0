// Ready-made jewelry: what the shop sells besides settings. Each entry is one product; the variant
// axis decides its Shopify options (metal, metal x total carat weight, or gemstone color).
import type {ProductDesign} from './image-paths';

export type VariantAxis = 'metal' | 'metal-carat' | 'gem';

export interface StaticDesign {
  title: string;
  design: ProductDesign;
  productType: 'Wedding Band' | 'Earrings' | 'Necklace' | 'Bracelet';
  /** Handle of the deepest category (see collections.ts). */
  category: string;
  /** Extra merchandising tags, e.g. which wedding-band collection it belongs in. */
  tags: readonly string[];
  basePriceUsd: number;
  axis: VariantAxis;
  /** Total carat weights offered, with their price multipliers. */
  carats?: readonly (readonly [string, number])[];
  /** False for plain metal pieces. */
  diamonds: boolean;
  lead: string;
  details: readonly string[];
}

const CTW_SMALL = [['1/2 ctw', 1], ['1 ctw', 1.85]] as const;
const CTW_LARGE = [['1 ctw', 1], ['2 ctw', 1.8]] as const;
const CTW_BRACELET = [['3 ctw', 1], ['5 ctw', 1.6]] as const;

const band = (title: string, design: ProductDesign, price: number, tags: string[], lead: string, diamonds = false): StaticDesign => ({
  title, design, productType: 'Wedding Band', category: 'wedding-rings', tags, basePriceUsd: price, axis: 'metal', diamonds, lead,
  details: ['Comfort-fit interior', 'Available in half sizes 3 to 13', 'Solid metal, never plated'],
});

export const STATIC_DESIGNS: readonly StaticDesign[] = [
  band('Classic Comfort-Fit Wedding Band', 'classic-band', 590, ['band:womens', 'band:mens'], 'A 2 mm rounded band with a softly domed interior: the one that goes with everything.'),
  band('Petite Polished Wedding Band', 'classic-band', 490, ['band:womens'], 'A whisper-thin 1.5 mm band made for stacking beside an engagement ring.'),
  band('Knife-Edge Wedding Band', 'knife-edge-band', 650, ['band:womens'], 'A fine central ridge that catches the light along the length of the band.'),
  band('Milgrain Heirloom Wedding Band', 'milgrain-band', 690, ['band:womens'], 'Rows of tiny metal beads trace both edges, a detail borrowed from Edwardian rings.'),
  band('Pavé Diamond Wedding Band', 'pave-band', 1150, ['band:womens'], 'Bead-set diamonds across the top half of a slim band.', true),
  {
    ...band('Lab Diamond Eternity Band', 'eternity-band', 1490, ['band:womens', 'band:eternity'], 'Shared-prong diamonds all the way around, for brilliance from every angle.', true),
    axis: 'metal-carat', carats: CTW_LARGE,
  },
  band('Baguette Diamond Wedding Band', 'baguette-band', 1890, ['band:womens', 'band:eternity'], 'Channel-set baguettes in a clean, Art Deco line.', true),
  band('Curved Contour Wedding Band', 'curved-band', 790, ['band:womens'], 'A gentle curve that nests against halo and oversized center stones.'),
  band("Hammered Men's Wedding Band", 'hammered-band', 990, ['band:mens'], 'A 6 mm band hand-hammered for a textured, light-catching finish.'),
  band("Brushed Men's Wedding Band", 'brushed-band', 1090, ['band:mens'], 'A 6 mm flat band with a satin-brushed top and polished edges.'),
  {
    ...band('Gemstone Eternity Band', 'eternity-band', 1290, ['band:womens', 'band:eternity'], 'Color all the way around: matched gemstones in shared prongs.', true),
    axis: 'gem',
  },
  {
    title: 'Lab Diamond Stud Earrings', design: 'stud-earrings', productType: 'Earrings', category: 'stud-earrings', tags: [],
    basePriceUsd: 790, axis: 'metal-carat', carats: CTW_LARGE, diamonds: true,
    lead: 'Matched round lab-grown diamonds in four-prong martini settings.', details: ['F-G color, VS clarity', 'Screw backs for security', 'Matched by hand for size and sparkle'],
  },
  {
    title: 'Natural Diamond Stud Earrings', design: 'stud-earrings', productType: 'Earrings', category: 'stud-earrings', tags: [],
    basePriceUsd: 1490, axis: 'metal-carat', carats: CTW_SMALL, diamonds: true,
    lead: 'A matched pair of natural round diamonds: a first piece of fine jewelry that lasts.', details: ['G-H color, SI1 clarity', 'Push backs with silicone comfort discs', 'Conflict-free sourcing'],
  },
  {
    title: 'Halo Diamond Stud Earrings', design: 'halo-studs', productType: 'Earrings', category: 'stud-earrings', tags: [],
    basePriceUsd: 1290, axis: 'metal', diamonds: true,
    lead: 'A ring of pavé around each center diamond doubles the sparkle.', details: ['Approx. 0.75 ctw', 'Screw backs', 'Lab-grown diamonds'],
  },
  {
    title: 'Gemstone Stud Earrings', design: 'stud-earrings', productType: 'Earrings', category: 'stud-earrings', tags: [],
    basePriceUsd: 490, axis: 'gem', diamonds: true,
    lead: 'Round gemstones in a clean four-prong setting, in eight colors.', details: ['5 mm stones', '14K white gold posts and backs', 'Birthstone gift box'],
  },
  {
    title: 'Diamond Ear Climbers', design: 'climber-earrings', productType: 'Earrings', category: 'stud-earrings', tags: [],
    basePriceUsd: 790, axis: 'metal', diamonds: true,
    lead: 'Graduated diamonds that climb the curve of the ear.', details: ['Approx. 0.30 ctw', 'Post backs', 'Sold as a pair'],
  },
  {
    title: 'Diamond Hoop Earrings', design: 'hoop-earrings', productType: 'Earrings', category: 'hoop-earrings', tags: [],
    basePriceUsd: 1390, axis: 'metal', diamonds: true,
    lead: 'Inside-out pavé hoops that sparkle from the front and the side.', details: ['20 mm diameter', 'Approx. 1 ctw', 'Hinged snap closure'],
  },
  {
    title: 'Classic Gold Hoops', design: 'hoop-earrings', productType: 'Earrings', category: 'hoop-earrings', tags: [],
    basePriceUsd: 450, axis: 'metal', diamonds: false,
    lead: 'Polished tube hoops, light enough to wear every day.', details: ['25 mm diameter', '2.5 mm tube', 'Hinged snap closure'],
  },
  {
    title: 'Diamond Huggie Earrings', design: 'huggie-earrings', productType: 'Earrings', category: 'hoop-earrings', tags: [],
    basePriceUsd: 690, axis: 'metal', diamonds: true,
    lead: 'Small pavé hoops that hug the earlobe.', details: ['11 mm diameter', 'Approx. 0.25 ctw', 'Hinged closure'],
  },
  {
    title: 'Pear Diamond Drop Earrings', design: 'drop-earrings', productType: 'Earrings', category: 'drop-earrings', tags: [],
    basePriceUsd: 1190, axis: 'metal', diamonds: true,
    lead: 'Pear-shaped diamonds swing below a round diamond stud.', details: ['Approx. 0.80 ctw', 'Post and butterfly backs', '18 mm drop'],
  },
  {
    title: 'Gemstone Drop Earrings', design: 'drop-earrings', productType: 'Earrings', category: 'drop-earrings', tags: [],
    basePriceUsd: 890, axis: 'gem', diamonds: true,
    lead: 'Pear-cut gemstones suspended from a diamond accent.', details: ['7 x 5 mm gemstones', 'Diamond accents', 'Lever backs'],
  },
  {
    title: 'Solitaire Diamond Pendant', design: 'solitaire-pendant', productType: 'Necklace', category: 'pendant-necklaces', tags: [],
    basePriceUsd: 790, axis: 'metal-carat', carats: CTW_SMALL, diamonds: true,
    lead: 'One round diamond on a fine cable chain: simple, timeless, giftable.', details: ['Adjustable 16-18 in. chain', 'Four-prong basket', 'Lab-grown diamond'],
  },
  {
    title: 'Halo Diamond Pendant', design: 'halo-pendant', productType: 'Necklace', category: 'pendant-necklaces', tags: [],
    basePriceUsd: 1090, axis: 'metal', diamonds: true,
    lead: 'A round diamond framed in pavé, on a slim cable chain.', details: ['Approx. 0.60 ctw', '18 in. chain', 'Spring-ring clasp'],
  },
  {
    title: 'Bezel Diamond Pendant', design: 'bezel-pendant', productType: 'Necklace', category: 'pendant-necklaces', tags: [],
    basePriceUsd: 590, axis: 'metal', diamonds: true,
    lead: 'A round diamond wrapped in a polished bezel that slides along the chain.', details: ['0.25 ct diamond', '16-18 in. chain', 'Lobster clasp'],
  },
  {
    title: 'Birthstone Pendant', design: 'solitaire-pendant', productType: 'Necklace', category: 'pendant-necklaces', tags: [],
    basePriceUsd: 390, axis: 'gem', diamonds: true,
    lead: 'A round gemstone pendant in eight colors for the months that matter.', details: ['6 mm gemstone', '14K white gold chain', 'Gift box included'],
  },
  {
    title: 'Diamond Bar Necklace', design: 'bar-necklace', productType: 'Necklace', category: 'pendant-necklaces', tags: [],
    basePriceUsd: 690, axis: 'metal', diamonds: true,
    lead: 'A slim horizontal bar set with a row of pavé diamonds.', details: ['20 mm bar', 'Approx. 0.15 ctw', '16-18 in. chain'],
  },
  {
    title: 'Diamond Tennis Necklace', design: 'tennis-necklace', productType: 'Necklace', category: 'chain-necklaces', tags: [],
    basePriceUsd: 4990, axis: 'metal', diamonds: true,
    lead: 'An unbroken line of matched diamonds, a true heirloom.', details: ['Approx. 7 ctw', '16 in. length', 'Box clasp with double safety'],
  },
  {
    title: 'Diamond Station Necklace', design: 'station-necklace', productType: 'Necklace', category: 'chain-necklaces', tags: [],
    basePriceUsd: 890, axis: 'metal', diamonds: true,
    lead: 'Bezel-set diamonds spaced along a fine cable chain.', details: ['Seven stations', 'Approx. 0.35 ctw', '18 in. chain'],
  },
  {
    title: 'Lab Diamond Tennis Bracelet', design: 'tennis-bracelet', productType: 'Bracelet', category: 'tennis-bracelets', tags: [],
    basePriceUsd: 2490, axis: 'metal-carat', carats: CTW_BRACELET, diamonds: true,
    lead: 'Four-prong lab-grown diamonds in a flexible, supple line.', details: ['7 in. length', 'Box clasp with safety latch', 'F-G color, VS clarity'],
  },
  {
    title: 'Natural Diamond Tennis Bracelet', design: 'tennis-bracelet', productType: 'Bracelet', category: 'tennis-bracelets', tags: [],
    basePriceUsd: 5990, axis: 'metal', diamonds: true,
    lead: 'Natural round diamonds, matched and set by hand.', details: ['Approx. 3 ctw', '7 in. length', 'Double safety clasp'],
  },
  {
    title: 'Gemstone Tennis Bracelet', design: 'tennis-bracelet', productType: 'Bracelet', category: 'tennis-bracelets', tags: [],
    basePriceUsd: 1890, axis: 'gem', diamonds: true,
    lead: 'Round gemstones in a line of color, set in 14K white gold.', details: ['7 in. length', 'Approx. 5 ctw gemstones', 'Box clasp'],
  },
  {
    title: 'Polished Gold Bangle', design: 'bangle', productType: 'Bracelet', category: 'bangles-and-cuffs', tags: [],
    basePriceUsd: 890, axis: 'metal', diamonds: false,
    lead: 'A solid, polished bangle with a hidden hinge.', details: ['3 mm wide', 'Fits wrists up to 6.5 in.', 'Hidden box clasp'],
  },
  {
    title: 'Pavé Diamond Bangle', design: 'bangle', productType: 'Bracelet', category: 'bangles-and-cuffs', tags: [],
    basePriceUsd: 1990, axis: 'metal', diamonds: true,
    lead: 'A slim hinged bangle with pavé diamonds across the top.', details: ['Approx. 0.50 ctw', 'Hinged with safety clasp', '2.5 mm wide'],
  },
  {
    title: 'Open Cuff Bracelet', design: 'cuff', productType: 'Bracelet', category: 'bangles-and-cuffs', tags: [],
    basePriceUsd: 790, axis: 'metal', diamonds: true,
    lead: 'An open cuff finished with a diamond at each end.', details: ['Adjustable fit', 'Two 0.10 ct diamonds', 'Polished finish'],
  },
  {
    title: 'Diamond Station Bracelet', design: 'station-bracelet', productType: 'Bracelet', category: 'chain-bracelets', tags: [],
    basePriceUsd: 690, axis: 'metal', diamonds: true,
    lead: 'Bezel-set diamonds float along a fine chain.', details: ['Five stations', '6.5-7 in. adjustable', 'Spring-ring clasp'],
  },
  {
    title: 'Paperclip Chain Bracelet', design: 'chain-bracelet', productType: 'Bracelet', category: 'chain-bracelets', tags: [],
    basePriceUsd: 590, axis: 'metal', diamonds: false,
    lead: 'Elongated paperclip links in solid gold, made for layering.', details: ['7 in. length', '4 mm links', 'Lobster clasp'],
  },
];
