// Writes PNG copies of the SVGs in public/ that pages show: the logo (1x, 2x, 3x), the favicons
// (32 and 180 px), the shape icons and the menu's default grid image. Chromium gives every SVG image a
// document of its own on the main thread (10-25 ms each here, the favicon's often after the first
// paint), and decodes PNGs off it. Run after changing one of those SVGs:
// `node --import tsx scripts/raster-public-images.ts`.
import {readdirSync, readFileSync} from 'node:fs';
import sharp from 'sharp';
import {FAVICON_LINKS, LOGO_SRC_SET} from '../app/config/brand-images.ts';
import {LOGO, MENU_DEFAULT_GRID_IMAGE, MENU_GRID_IMAGE_SIZE_PX} from '../app/config/chrome.ts';
import {SHAPE_ICON_PATH, SHAPE_ICON_RASTER_PX} from '../app/config/product.ts';

/** Draws an SVG in public/ at a width (its density chosen so the drawing is sharp, not a resized 1x). */
async function writePng(svgPath: string, pngPath: string, width: number) {
  const svg = readFileSync(`public${svgPath}`);
  const {width: drawn = width} = await sharp(svg).metadata();
  await sharp(svg, {density: (72 * width) / drawn}).resize({width}).png({compressionLevel: 9}).toFile(`public${pngPath}`);
  console.log(`wrote public${pngPath}`);
}

for (const candidate of LOGO_SRC_SET.split(', ')) {
  const [path, density] = candidate.split(' ');
  await writePng(LOGO.src, path!, LOGO.width * Number.parseInt(density!, 10));
}
for (const {href, sizes} of FAVICON_LINKS) await writePng('/favicon.svg', href, Number.parseInt(sizes, 10));
for (const file of readdirSync(`public${SHAPE_ICON_PATH}`).filter((name) => name.endsWith('.svg'))) {
  await writePng(`${SHAPE_ICON_PATH}/${file}`, `${SHAPE_ICON_PATH}/${file.replace(/\.svg$/, '.png')}`, SHAPE_ICON_RASTER_PX);
}
// The menu shows it at 100 px; 2x for sharp screens.
await writePng(MENU_DEFAULT_GRID_IMAGE.replace(/\.png$/, '.svg'), MENU_DEFAULT_GRID_IMAGE, MENU_GRID_IMAGE_SIZE_PX * 2);
