// The shop's blog: a journal of diamond-education articles, fixed text and dates so every seed of
// the stack publishes the same journal. Article bodies are HTML, as merchants write them in the admin.
import {collectionImagePath, type CollectionMotif} from './image-paths';
import {IMAGE_SIZE} from './product-builder';

export interface SeedArticleAuthor {
  firstName: string;
  lastName: string;
  email: string;
  bio: string;
}

export interface SeedArticle {
  id: number;
  handle: string;
  title: string;
  author: SeedArticleAuthor;
  publishedAt: string;
  tags: string[];
  excerpt: string;
  contentHtml: string;
  image: {path: string; altText: string; width: number; height: number};
  seo: {title: string | null; description: string | null};
}

export interface SeedBlog {
  id: number;
  handle: string;
  title: string;
  seo: {title: string | null; description: string | null};
  articles: SeedArticle[];
}

const MAYA: SeedArticleAuthor = {
  firstName: 'Maya',
  lastName: 'Ellison',
  email: 'maya@aureliafinejewelry.com',
  bio: 'Maya is a GIA Graduate Gemologist who has graded diamonds for fifteen years.',
};
const DANIEL: SeedArticleAuthor = {
  firstName: 'Daniel',
  lastName: 'Okafor',
  email: 'daniel@aureliafinejewelry.com',
  bio: 'Daniel is our head bench jeweler and has set stones in our workshop since 2012.',
};

const image = (motif: CollectionMotif, altText: string) => ({path: collectionImagePath(motif), altText, ...IMAGE_SIZE});

const article = (
  id: number,
  handle: string,
  title: string,
  author: SeedArticleAuthor,
  publishedAt: string,
  tags: string[],
  excerpt: string,
  paragraphs: string[],
  picture: SeedArticle['image'],
): SeedArticle => ({
  id,
  handle,
  title,
  author,
  publishedAt,
  tags,
  excerpt,
  contentHtml: paragraphs.map((p) => (p.startsWith('<h2>') ? p : `<p>${p}</p>`)).join('\n'),
  image: picture,
  seo: {title, description: excerpt},
});

export const JOURNAL: SeedBlog = {
  id: 9001,
  handle: 'journal',
  title: 'Journal',
  seo: {title: 'The Journal', description: 'Diamond education from our gemologists and bench jewelers.'},
  articles: [
    article(
      9101,
      'the-four-cs-explained',
      'The Four Cs, Explained',
      MAYA,
      '2025-01-14T15:00:00Z',
      ['diamond education', 'four cs'],
      'Cut, color, clarity and carat weight describe every diamond. Here is what each one means and which matters most.',
      [
        'Every diamond we sell comes with a grading report that describes it by four qualities: cut, color, clarity and carat weight. Together they set a stone’s look and its price, but they do not carry equal weight.',
        '<h2>Cut</h2>',
        'Cut grades how well a diamond’s facets return light. A well-cut stone looks bright and lively across the room; a poorly cut one looks glassy or dark in the center, whatever its other grades. If you stretch your budget for one quality, make it cut.',
        '<h2>Color</h2>',
        'Color runs from D (colorless) down the alphabet. Most people cannot tell a G from an F once the stone is set, especially in yellow or rose gold, so near-colorless grades are where value hides.',
        '<h2>Clarity and carat</h2>',
        'Clarity describes tiny inclusions, most of them invisible without magnification. Carat is weight, not size: two one-carat diamonds can face up differently depending on how deep they were cut.',
      ],
      image('engagement', 'A round diamond on a white gold solitaire'),
    ),
    article(
      9102,
      'lab-grown-or-natural',
      'Lab-Grown or Natural: How to Choose',
      MAYA,
      '2025-02-03T15:00:00Z',
      ['diamond education', 'lab-grown'],
      'Lab-grown and natural diamonds are the same material. The differences are origin, price and how they hold value.',
      [
        'A lab-grown diamond is carbon crystallized in a controlled chamber instead of deep underground. Chemically, optically and physically it is a diamond, and only a laboratory instrument can tell the two apart.',
        'The real differences are price and rarity. A lab-grown stone of the same size and grades typically costs a fraction of its natural counterpart, which lets many couples choose a larger or better-cut diamond for the same budget.',
        'Natural diamonds are billions of years old and finite, and many people value that story. Neither choice is wrong: decide what matters more to you, the size and grades you can afford or the rarity of the stone.',
      ],
      image('jewelry', 'Two diamonds side by side on a gray cloth'),
    ),
    article(
      9103,
      'choosing-a-diamond-shape',
      'Choosing a Diamond Shape',
      DANIEL,
      '2025-03-11T15:00:00Z',
      ['diamond education', 'shapes'],
      'Round, oval, emerald or pear: how each shape looks on the hand and what to check before you buy.',
      [
        'The round brilliant is the most popular shape because its facet pattern returns the most light. Fancy shapes trade a little of that sparkle for character, and often for a lower price per carat.',
        'Ovals and pears look larger than rounds of the same weight and lengthen the finger. Check for a bow tie, a dark band across the center, by looking at the stone face up before you commit.',
        'Emerald and Asscher cuts have long, open facets that show clarity more than brilliance does, so choose a cleaner clarity grade for them than you would for a round.',
      ],
      image('settings', 'Diamonds of several shapes laid out in a row'),
    ),
    article(
      9104,
      'how-to-find-ring-size',
      'How to Find Your Ring Size',
      DANIEL,
      '2025-04-08T15:00:00Z',
      ['ring care', 'sizing'],
      'Three reliable ways to measure ring size at home, and why the time of day matters.',
      [
        'The most reliable way to find a ring size is to try on a ring that already fits the same finger and measure its inside diameter. Our size guide converts millimeters to US sizes.',
        'If you are measuring a finger directly, do it in the afternoon at room temperature. Fingers swell through the day and shrink in the cold, and a ring sized first thing in the morning can feel tight by evening.',
        'Wide bands fit more snugly than narrow ones, so go up a quarter size for a band wider than six millimeters. When in doubt, choose the larger size: a ring is easier to make smaller than larger.',
      ],
      image('bands', 'A ring sizer beside a stack of wedding bands'),
    ),
    article(
      9105,
      'caring-for-your-diamond-jewelry',
      'Caring for Your Diamond Jewelry',
      DANIEL,
      '2025-05-20T15:00:00Z',
      ['ring care'],
      'A few minutes of care each month keeps a diamond bright and its setting secure.',
      [
        'Diamonds attract oil, so lotion and everyday wear dull them quickly. Soak your jewelry in warm water with a drop of mild dish soap, brush gently behind the stone with a soft toothbrush and rinse well.',
        'Take rings off for the gym, gardening and swimming. Chlorine can weaken gold alloys over time, and a hard knock can loosen a prong.',
        'Once a year, bring your pieces in for a free inspection. We check every prong and clean the setting with steam so small problems never become lost stones.',
      ],
      image('care', 'A diamond ring in a soft cleaning cloth'),
    ),
    article(
      9106,
      'understanding-diamond-certificates',
      'Understanding Diamond Certificates',
      MAYA,
      '2025-06-17T15:00:00Z',
      ['diamond education', 'certificates'],
      'What a grading report tells you, which laboratories to trust and how to check a report number.',
      [
        'A grading report is an independent laboratory’s description of a diamond: its measurements, its four Cs and a plot of its inclusions. It is not an appraisal and does not state a price.',
        'Reports from GIA and IGI are the most widely recognized. The same stone can receive slightly different grades from different laboratories, so compare diamonds graded by the same one.',
        'Every report has a number, and most stones carry that number laser-inscribed on the girdle. You can look the number up on the laboratory’s website to confirm the report is genuine.',
      ],
      image('gifts', 'A diamond grading report beside a loose diamond'),
    ),
  ],
};
