import { describe, expect, it } from 'vitest';
import { sniffPhotoType } from './photo-type.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => [...Buffer.from(text, 'latin1')];

describe('sniffPhotoType', () => {
  it('recognises JPEG, PNG and WebP by their first bytes', () => {
    expect(sniffPhotoType(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(sniffPhotoType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffPhotoType(bytes(...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WEBPVP8 ')))).toBe('image/webp');
  });

  it('refuses everything else, whatever it is called', () => {
    expect(sniffPhotoType(bytes())).toBeNull();
    expect(sniffPhotoType(bytes(0xff, 0xd8))).toBeNull(); // too short to be a JPEG
    expect(sniffPhotoType(bytes(...ascii('GIF89a')))).toBeNull();
    expect(sniffPhotoType(bytes(...ascii('%PDF-1.7')))).toBeNull();
    expect(sniffPhotoType(bytes(...ascii('<svg xmlns="http://www.w3.org/2000/svg">')))).toBeNull();
    // A RIFF container that is not WebP (a WAV file).
    expect(sniffPhotoType(bytes(...ascii('RIFF'), 0x24, 0, 0, 0, ...ascii('WAVEfmt ')))).toBeNull();
    expect(sniffPhotoType(bytes(0x89, 0x50, 0x4e, 0x47))).toBeNull(); // truncated PNG signature
  });
});
