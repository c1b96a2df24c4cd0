// Collection tiles: one representative piece on a warm, full-bleed ground, so tiles read as a set.
import type {CollectionMotif} from '../image-paths';
import {METALS, DIAMOND_GEM, type Metal} from '../materials';
import {renderBandImage} from './bands';
import {renderBraceletImage} from './bracelets';
import {renderEarringImage} from './earrings';
import {renderEmblemImage} from './emblems';
import {renderNecklaceImage} from './necklaces';
import {renderSettingImage} from './ring';
import {radialGradient, svgDocument} from './svg';

const metal = (slug: string): Metal => METALS.find((m) => m.slug === slug) ?? METALS[0]!;

function piece(motif: CollectionMotif): string {
  switch (motif) {
    case 'engagement':
      return renderSettingImage('halo', 'Oval', metal('rose-gold'));
    case 'settings':
      return renderSettingImage('solitaire', 'Round', metal('platinum'));
    case 'best-sellers':
      return renderSettingImage('hidden-halo', 'Cushion', metal('yellow-gold'));
    case 'new-arrivals':
      return renderSettingImage('east-west', 'Elongated Oval', metal('yellow-gold'));
    case 'bands':
      return renderBandImage('milgrain-band', metal('yellow-gold'), null);
    case 'sale':
      return renderBandImage('pave-band', metal('rose-gold'), DIAMOND_GEM);
    case 'earrings':
      return renderEarringImage('stud-earrings', metal('white-gold'), DIAMOND_GEM, false);
    case 'necklaces':
      return renderNecklaceImage('solitaire-pendant', metal('yellow-gold'), DIAMOND_GEM);
    case 'jewelry':
      return renderNecklaceImage('bezel-pendant', metal('rose-gold'), DIAMOND_GEM);
    case 'bracelets':
      return renderBraceletImage('tennis-bracelet', metal('white-gold'), DIAMOND_GEM);
    case 'gifts':
      return renderEmblemImage('gift-box');
    case 'care':
      return renderEmblemImage('protection-plan');
  }
}

/** Nests a rendered document as a positioned child <svg>; its viewBox keeps it scaling cleanly. */
function nested(svg: string, x: number, y: number, size: number): string {
  return svg.replace(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="\d+" height="\d+"/, `<svg x="${x}" y="${y}" width="${size}" height="${size}"`);
}

export function renderCollectionImage(motif: CollectionMotif): string {
  return svgDocument({
    width: 800,
    height: 800,
    viewBox: '0 0 400 400',
    defs: radialGradient('ground', [[0, '#FBF8F4'], [0.7, '#F1EAE1'], [1, '#E9E0D5']], {cx: 0.5, cy: 0.42, r: 0.75}),
    body: `<rect width="400" height="400" fill="url(#ground)"/>` + nested(piece(motif), 40, 36, 320),
  });
}
