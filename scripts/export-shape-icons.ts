// Writes the stone shape icons (spec §3: one per shape, Round the default) into public/, so the
// storefront serves them itself on every deployment. Run after changing the icon drawings:
// `node --import tsx scripts/export-shape-icons.ts`.
import {mkdirSync, writeFileSync} from 'node:fs';
import {dirname, join} from 'node:path';
import {renderCatalogImage} from '../emulators/catalog/images/render-catalog-image.ts';
import {shapeIconPath, STONE_SHAPES} from '../emulators/catalog/shapes.ts';

for (const shape of STONE_SHAPES) {
  const path = shapeIconPath(shape);
  const svg = renderCatalogImage(path);
  if (!svg) throw new Error(`no icon drawing for ${shape}`);
  const file = join('public', path);
  mkdirSync(dirname(file), {recursive: true});
  writeFileSync(file, svg);
  console.log(`wrote ${file}`);
}
