import { useMemo } from 'react';
import { encode } from 'uqr';

/**
 * A QR code drawn as one SVG path, from the matrix `uqr` encodes (about 4 KB gzipped, no
 * dependencies; this screen alone loads it). A quiet zone of 4 modules, as scanners expect.
 */
export function QrCode({
  text,
  label,
  size = 192,
}: {
  text: string;
  label: string;
  size?: number;
}) {
  const { path, modules } = useMemo(() => {
    const { data } = encode(text, { ecc: 'M', border: 4 });
    const rows = data.map((row, y) =>
      row.map((dark, x) => (dark ? `M${x} ${y}h1v1h-1z` : '')).join(''),
    );
    return { path: rows.join(''), modules: data.length };
  }, [text]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${modules} ${modules}`}
      width={size}
      height={size}
      shapeRendering="crispEdges"
      className="rounded-md bg-white"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
