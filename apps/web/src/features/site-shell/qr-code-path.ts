// A QR code as one SVG path: each dark module a 1×1 square, drawn from the qrcode package's
// matrix, so the markup is ours (no HTML string from a library) and scales without blurring.
import { create } from 'qrcode';

export interface QrCodePath {
  /** Modules per side, without the quiet zone. */
  size: number;
  d: string;
}

export function qrCodePath(text: string): QrCodePath {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row++) {
    for (let column = 0; column < modules.size; column++) {
      if (modules.get(row, column)) parts.push(`M${column} ${row}h1v1h-1z`);
    }
  }
  return { size: modules.size, d: parts.join('') };
}
