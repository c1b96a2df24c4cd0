import {US_RING_SIZE_MAX, US_RING_SIZE_MIN} from '~/config/product';
import type {RingSizeRow} from '~/features/catalog/model/ring-sizes';

/** The scale bar the shopper checks with a ruler: the sizer is true to size only if this is 50 mm. */
const SCALE_BAR_MM = 50;
/** Sizer circles: whole sizes only, so each outline and its label stay apart on paper. */
const SIZER_COLUMNS = 4;
const CELL_MM = 30;

function PrintableSizer({rows}: {rows: RingSizeRow[]}) {
  const whole = rows.filter((row) => Number.isInteger(row.size));
  const height = Math.ceil(whole.length / SIZER_COLUMNS) * CELL_MM + 20;
  const width = SIZER_COLUMNS * CELL_MM;
  return (
    <svg
      className="ring-sizer__sheet"
      width={`${width}mm`}
      height={`${height}mm`}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={`Printable ring sizer: circles of the inside diameter of US sizes ${US_RING_SIZE_MIN} to ${US_RING_SIZE_MAX}, and a ${SCALE_BAR_MM} mm scale bar`}
    >
      <line x1={5} y1={8} x2={5 + SCALE_BAR_MM} y2={8} stroke="currentColor" strokeWidth={0.6} />
      <line x1={5} y1={5} x2={5} y2={11} stroke="currentColor" strokeWidth={0.4} />
      <line x1={5 + SCALE_BAR_MM} y1={5} x2={5 + SCALE_BAR_MM} y2={11} stroke="currentColor" strokeWidth={0.4} />
      <text x={8 + SCALE_BAR_MM} y={9.5} fontSize={4}>
        {SCALE_BAR_MM} mm
      </text>
      {whole.map((row, index) => {
        const cx = (index % SIZER_COLUMNS) * CELL_MM + CELL_MM / 2;
        const cy = 20 + Math.floor(index / SIZER_COLUMNS) * CELL_MM + CELL_MM / 2 - 3;
        return (
          <g key={row.size}>
            <circle cx={cx} cy={cy} r={row.diameterMm / 2} fill="none" stroke="currentColor" strokeWidth={0.3} />
            <text x={cx} y={cy + row.diameterMm / 2 + 4.5} fontSize={3.5} textAnchor="middle">
              US {row.size}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** The ring size guide: how to measure, the US size chart in millimeters, and a sizer to print. */
export function RingSizeGuide({rows}: {rows: RingSizeRow[]}) {
  return (
    <article className="ring-size-guide">
      <h1>Ring Size Guide</h1>
      <p>
        Find the size with a ring that already fits the same finger: measure its inside diameter, or lay it on the printable sizer below. To
        measure a finger, wrap a strip of paper around its base, mark where it meets, and measure the length: that is the circumference.
      </p>
      <p>
        Not sure? Choose &ldquo;I don&apos;t know my size&rdquo; with your ring: we make it in a US 6, the most common size, and your first
        resize within 60 days is free.
      </p>

      <h2 id="size-chart">US ring sizes in millimeters</h2>
      <div className="ring-size-guide__table">
        <table>
          <thead>
            <tr>
              <th scope="col">US size</th>
              <th scope="col">Inside diameter</th>
              <th scope="col">Inside circumference</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.size}>
                <th scope="row">{row.size}</th>
                <td>{row.diameterMm.toFixed(1)} mm</td>
                <td>{row.circumferenceMm.toFixed(1)} mm</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

      <section className="ring-sizer" aria-labelledby="printable-sizer">
        <h2 id="printable-sizer">Printable ring sizer</h2>
        <ol>
          <li>Print this page at 100% scale (turn off &ldquo;fit to page&rdquo;).</li>
          <li>Check the scale bar with a ruler: it must measure exactly {SCALE_BAR_MM} mm.</li>
          <li>Lay a ring that fits on the circles: the circle that matches its inside edge is the size. Between two, choose the larger.</li>
        </ol>
        <PrintableSizer rows={rows} />
      </section>
    </article>
  );
}
