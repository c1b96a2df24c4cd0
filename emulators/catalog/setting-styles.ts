// Engagement-ring setting styles: how each is priced, which center stones it is drawn for, and how
// it is described. Prices are 14K gold, in USD, before per-design variation.
import type {SettingStyle} from './image-paths';
import type {StoneShape} from './shapes';

export interface SettingStyleInfo {
  style: SettingStyle;
  label: string;
  basePriceUsd: number;
  /** Shapes this style is offered for; each setting takes a subset. */
  shapes: readonly StoneShape[];
  lead: string;
  details: readonly string[];
  /** Whether the design is offered in several band widths. */
  bandWidths: boolean;
  /** Whether its accent stones can be ordered in color. */
  accentStones: boolean;
}

const CLASSIC: readonly StoneShape[] = [
  'Round', 'Oval', 'Cushion', 'Emerald', 'Pear', 'Princess', 'Radiant', 'Marquise', 'Asscher',
  'Elongated Cushion', 'Elongated Oval',
];
const ELONGATED: readonly StoneShape[] = [
  'Oval', 'Emerald', 'Pear', 'Marquise', 'Elongated Cushion', 'Elongated Oval', 'Radiant', 'Lozenge',
];

export const SETTING_STYLE_INFO: readonly SettingStyleInfo[] = [
  {
    style: 'solitaire', label: 'Solitaire', basePriceUsd: 990, shapes: CLASSIC, bandWidths: true, accentStones: false,
    lead: 'A single center stone held high on slender prongs, with nothing to distract from it.',
    details: ['Four- or six-prong head, depending on the stone', 'Comfort-fit band', 'Sits flush with most wedding bands'],
  },
  {
    style: 'pave', label: 'Pavé', basePriceUsd: 1390, shapes: CLASSIC, bandWidths: true, accentStones: true,
    lead: 'Hand-set diamonds run halfway down the band, catching light from every angle.',
    details: ['Approx. 0.22 ctw accent diamonds', 'Bead-set by hand under magnification', 'Tapered band toward the head'],
  },
  {
    style: 'halo', label: 'Halo', basePriceUsd: 1690, shapes: CLASSIC, bandWidths: false, accentStones: true,
    lead: 'A frame of micro-pavé diamonds makes the center stone look up to half a carat larger.',
    details: ['Approx. 0.30 ctw halo and band diamonds', 'Halo follows the outline of the center stone', 'Pavé band to the midpoint'],
  },
  {
    style: 'hidden-halo', label: 'Hidden Halo', basePriceUsd: 1490, shapes: CLASSIC, bandWidths: true, accentStones: true,
    lead: 'A secret ring of diamonds beneath the center stone, seen only from the side.',
    details: ['Approx. 0.12 ctw hidden halo', 'Clean, unadorned profile from above', 'Cathedral shoulders'],
  },
  {
    style: 'three-stone', label: 'Three-Stone', basePriceUsd: 1890, shapes: CLASSIC, bandWidths: false, accentStones: false,
    lead: 'Two matched side stones flank the center: past, present and future.',
    details: ['Side stones approx. 0.40 ctw total', 'Side stones matched for color and clarity', 'Basket heads for a lower profile'],
  },
  {
    style: 'vintage', label: 'Vintage', basePriceUsd: 1790, shapes: ['Round', 'Oval', 'Cushion', 'Asscher', 'Emerald', 'Elongated Cushion', 'Lozenge'], bandWidths: false, accentStones: true,
    lead: 'Milgrain edges and filigree galleries in the spirit of Art Deco heirlooms.',
    details: ['Hand-applied milgrain detailing', 'Openwork filigree gallery', 'Approx. 0.25 ctw accent diamonds'],
  },
  {
    style: 'bezel', label: 'Bezel', basePriceUsd: 1190, shapes: [...CLASSIC, 'Lozenge'], bandWidths: true, accentStones: false,
    lead: 'A smooth metal rim wraps the stone completely: modern, secure and snag-free.',
    details: ['Full bezel protects the girdle', 'Low profile for active lifestyles', 'Polished knife-edge gallery'],
  },
  {
    style: 'cathedral', label: 'Cathedral', basePriceUsd: 1290, shapes: CLASSIC, bandWidths: true, accentStones: false,
    lead: 'Graceful arches rise from the band to cradle the center stone.',
    details: ['Raised cathedral shoulders', 'Tulip-inspired four-prong head', 'Comfort-fit band'],
  },
  {
    style: 'split-shank', label: 'Split Shank', basePriceUsd: 1590, shapes: CLASSIC, bandWidths: false, accentStones: true,
    lead: 'The band parts into two pavé strands as it reaches the center stone.',
    details: ['Approx. 0.28 ctw pavé diamonds', 'Open split shoulders', 'Balanced for larger center stones'],
  },
  {
    style: 'twisted', label: 'Twisted', basePriceUsd: 1450, shapes: CLASSIC, bandWidths: false, accentStones: true,
    lead: 'Two strands, one polished and one pavé, twist together toward the center stone.',
    details: ['Approx. 0.18 ctw pavé diamonds', 'Infinity-inspired twist', 'Six-prong head'],
  },
  {
    style: 'east-west', label: 'East-West', basePriceUsd: 1250, shapes: ELONGATED, bandWidths: true, accentStones: false,
    lead: 'An elongated center stone set sideways for an unexpected, architectural look.',
    details: ['Horizontal setting for elongated shapes', 'Slim comfort-fit band', 'Low-set claw prongs'],
  },
  {
    style: 'knife-edge', label: 'Knife-Edge', basePriceUsd: 1090, shapes: CLASSIC, bandWidths: false, accentStones: false,
    lead: 'A band that tapers to a fine ridge, sharpening the light along its length.',
    details: ['Crisp knife-edge profile', 'Six-prong head', 'Tapered shoulders'],
  },
];

/** First names the design studio names its settings after. */
export const SETTING_NAMES: readonly string[] = [
  'Aurora', 'Celeste', 'Elowen', 'Isla', 'Juniper', 'Lumière', 'Maren', 'Nova', 'Odette', 'Seraphine',
  'Thea', 'Vivienne', 'Wren', 'Adeline', 'Beatrix', 'Clementine', 'Delphine', 'Eloise', 'Florence',
  'Genevieve', 'Harriet', 'Iris', 'Josephine', 'Leona', 'Mireille', 'Noelle', 'Ophelia', 'Penelope',
  'Rosalind', 'Sylvie', 'Tallulah', 'Valentina', 'Winifred', 'Yvette', 'Zara', 'Amara', 'Bianca',
  'Cordelia', 'Daphne', 'Esme', 'Fleur', 'Giselle', 'Helena', 'Imogen', 'Juliet', 'Liora', 'Margot',
  'Nadia', 'Octavia', 'Paloma',
];
