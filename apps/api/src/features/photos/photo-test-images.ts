// Images for the photo tests, made with sharp: plain ones in each format, and a phone-like
// JPEG that is stored sideways with an orientation tag and carries a GPS position.
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

const ORANGE = { r: 200, g: 100, b: 50 };

function canvas(width: number, height: number) {
  return sharp({ create: { width, height, channels: 3, background: ORANGE } });
}

export const testJpeg = (width = 640, height = 480) => canvas(width, height).jpeg().toBuffer();
export const testPng = (width = 640, height = 480) => canvas(width, height).png().toBuffer();
export const testWebp = (width = 640, height = 480) => canvas(width, height).webp().toBuffer();

/** The camera make written into the test EXIF: its bytes must not survive processing. */
export const TEST_CAMERA_MAKE = 'CampwiseTestCam';

/**
 * Stored `width`×`height` with EXIF orientation 6 (shown turned 90° clockwise, i.e. upright it
 * is `height`×`width`), a camera make and a GPS position.
 */
export function testPhoneJpeg(width = 400, height = 200): Promise<Buffer> {
  return canvas(width, height)
    .jpeg()
    .withExif({
      IFD0: { Make: TEST_CAMERA_MAKE },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '39/1 44/1 0/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '105/1 0/1 0/1',
      },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

/** EXIF tag 0x8825 (the GPS IFD pointer), little-endian as sharp writes it. */
export function hasGpsPointer(exif: Buffer | undefined): boolean {
  return exif !== undefined && exif.includes(Buffer.from([0x25, 0x88]));
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG that claims `width`×`height` but holds one row: what a decompression bomb's header says. */
export function pngHeaderOnly(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    // One row of image data; the rest is missing, as a decoder would only find out by decoding.
    pngChunk('IDAT', deflateSync(Buffer.alloc(1 + 3 * width))),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}
