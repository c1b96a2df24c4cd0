// Grouped horizontal bar charts as standalone SVG (no chart library): one group per category,
// one bar per series, each labelled with its value.
export interface Series {
  name: string;
  color: string;
  values: (number | null)[];
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function barChart({title, unit, categories, series, digits = 0}: {title: string; unit: string; categories: string[]; series: Series[]; digits?: number}): string {
  const labelWidth = 120;
  const chartWidth = 420;
  const valueWidth = 90;
  const bar = 16;
  const gap = 4;
  const groupGap = 14;
  const top = 48;
  const groupHeight = series.length * (bar + gap) - gap;
  const height = top + categories.length * (groupHeight + groupGap) + 10;
  const width = labelWidth + chartWidth + valueWidth;
  const max = Math.max(1, ...series.flatMap((s) => s.values.filter((v): v is number => v !== null)));
  const parts: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif" font-size="12" role="img" aria-label="${escape(title)}">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="8" y="18" font-size="14" font-weight="600">${escape(title)}</text>`,
  ];
  let legendX = 8;
  for (const s of series) {
    parts.push(`<rect x="${legendX}" y="28" width="10" height="10" fill="${s.color}"/>`, `<text x="${legendX + 14}" y="37">${escape(s.name)}</text>`);
    legendX += 24 + s.name.length * 7;
  }
  categories.forEach((category, i) => {
    const y0 = top + i * (groupHeight + groupGap);
    parts.push(`<text x="${labelWidth - 8}" y="${y0 + groupHeight / 2 + 4}" text-anchor="end">${escape(category)}</text>`);
    series.forEach((s, j) => {
      const value = s.values[i] ?? null;
      const y = y0 + j * (bar + gap);
      if (value === null) {
        parts.push(`<text x="${labelWidth + 4}" y="${y + bar - 4}" fill="#888">n/a</text>`);
        return;
      }
      const w = Math.max(1, (value / max) * chartWidth);
      parts.push(
        `<rect x="${labelWidth}" y="${y}" width="${w.toFixed(1)}" height="${bar}" fill="${s.color}"/>`,
        `<text x="${(labelWidth + w + 4).toFixed(1)}" y="${y + bar - 4}">${value.toFixed(digits)} ${escape(unit)}</text>`,
      );
    });
  });
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}
