// `GET /certificates/{lab}/{number}`: stands in for a grading lab's online report check (GIA's
// report check, IGI's verify-your-report), which a real store links to. The report is the stone's
// own grading, rebuilt from its certificate number; any other number is "not found", as the labs answer.
import type {IncomingMessage, ServerResponse} from 'node:http';
import {diamondByCertificate} from '../catalog/generate-diamonds';
import type {SeedDiamond} from '../catalog/model';
import {escapeHtml} from '../catalog/text';
import {sendJson, sendText, type RouteHandler} from './http';

const PATH = /^\/certificates\/([A-Z]{2,5})\/([A-Z0-9]{1,20})$/;

const LAB_NAMES: Record<string, string> = {GIA: 'Gemological Institute of America', IGI: 'International Gemological Institute'};

const mm = (value: number) => value.toFixed(2);

function reportRows(stone: SeedDiamond): [string, string][] {
  const {length, width, depth} = stone.measurements;
  return [
    ['Report number', stone.certNumber],
    ['Origin', stone.type === 'lab' ? 'Laboratory-grown diamond' : stone.type === 'moissanite' ? 'Moissanite' : 'Natural diamond'],
    ['Shape', stone.shape],
    ['Measurements', `${mm(length)} × ${mm(width)} × ${mm(depth)} mm`],
    ['Carat weight', `${stone.carat.toFixed(2)} carat`],
    ['Color grade', stone.color],
    ['Clarity grade', stone.clarity],
    ['Cut grade', stone.cut],
    ['Polish', stone.polish],
    ['Symmetry', stone.symmetry],
    ['Fluorescence', stone.fluorescence],
    ['Table', `${stone.tablePercent}%`],
    ['Total depth', `${stone.depthPercent}%`],
  ];
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:40rem;padding:1.5rem;color:#1b1b1b}dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1.5rem}dt{font-weight:600}dd{margin:0}</style>
</head><body>${body}</body></html>`;
}

export function certificateHandler(options: {seed: number; diamondCount: number}): RouteHandler {
  return async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    if (!url.pathname.startsWith('/certificates/')) return false;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      sendJson(response, 405, {errors: [{message: 'Method not allowed'}]}, {allow: 'GET, HEAD'});
      return true;
    }
    const match = PATH.exec(url.pathname);
    const lab = match?.[1] ?? '';
    const stone = match && LAB_NAMES[lab] ? diamondByCertificate(options.seed, options.diamondCount, lab, match[2]!) : null;
    const html = stone
      ? page(
          `${lab} report ${stone.certNumber}`,
          `<p>${escapeHtml(LAB_NAMES[lab]!)}</p><h1>${escapeHtml(`${lab} grading report ${stone.certNumber}`)}</h1><dl>${reportRows(stone)
            .map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`)
            .join('')}</dl>`,
        )
      : page('Report not found', '<h1>Report not found</h1><p>No report matches this laboratory and report number. Check the number and try again.</p>');
    sendText(response, stone ? 200 : 404, 'text/html; charset=utf-8', request.method === 'HEAD' ? '' : html, {
      'cache-control': 'public, max-age=3600',
      'x-content-type-options': 'nosniff',
    });
    return true;
  };
}
