import { describe, expect, it } from 'vitest';
import { qrCodePath } from './qr-code-path';

describe('qrCodePath', () => {
  it('draws the three finder patterns of a QR code sized for the text', () => {
    const { size, d } = qrCodePath('https://campwise.example/camping/montana/x');
    expect(size).toBe(29);
    const squares = new Set(d.split('z').filter(Boolean));
    // Each finder pattern's outer ring starts at a corner: top-left, top-right, bottom-left.
    for (const [column, row] of [
      [0, 0],
      [size - 7, 0],
      [0, size - 7],
    ] as const) {
      expect(squares.has(`M${column} ${row}h1v1h-1`)).toBe(true);
      expect(squares.has(`M${column + 1} ${row + 1}h1v1h-1`)).toBe(false);
      expect(squares.has(`M${column + 3} ${row + 3}h1v1h-1`)).toBe(true);
    }
  });

  it('grows with the text', () => {
    expect(qrCodePath('a').size).toBeLessThan(qrCodePath('https://campwise.example/'.repeat(6)).size);
  });
});
