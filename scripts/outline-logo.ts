// Writes public/logo.svg with its wordmark as outlines drawn from the brand's own fonts. With SVG
// <text>, the logo showed in whatever serif the device had, and Chromium spent tens of milliseconds
// of the first layout asking the system for each missing font family. Run after changing the
// wordmark: `node --import tsx scripts/outline-logo.ts`, then scripts/raster-public-images.ts for the
// PNGs the header shows.
import {writeFileSync} from 'node:fs';
import {outlinedLogoSvg} from './lib/outlined-logo.ts';

const svg = await outlinedLogoSvg();
writeFileSync('public/logo.svg', svg);
console.log(`wrote public/logo.svg (${svg.length} bytes)`);
