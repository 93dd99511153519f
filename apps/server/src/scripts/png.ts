import { deflateSync } from 'node:zlib';

// A real PNG encoder (RGB, 8 bits, no filter) for the demo ads: no image library is needed for flat artwork.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer) {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

export type Rgb = [number, number, number];

/** Encodes width × height pixels given by `pixel(x, y)`. */
export function encodePng(width: number, height: number, pixel: (x: number, y: number) => Rgb): Buffer {
  const raw = Buffer.alloc((width * 3 + 1) * height);
  let o = 0;
  for (let y = 0; y < height; y++) {
    raw[o++] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const [r, g, b] = pixel(x, y);
      raw[o++] = r;
      raw[o++] = g;
      raw[o++] = b;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => Math.round(a[i] + (b[i] - a[i]) * t)) as Rgb;

/** A banner: diagonal gradient between two colours, a light frame and a row of discs as a motif. */
export function bannerPng(width: number, height: number, from: Rgb, to: Rgb): Buffer {
  const frame = Math.max(3, Math.round(Math.min(width, height) / 30));
  const r = Math.min(width, height) / 6;
  const cy = height / 2;
  return encodePng(width, height, (x, y) => {
    if (x < frame || y < frame || x >= width - frame || y >= height - frame) return [250, 247, 240];
    const base = mix(from, to, (x / width + y / height) / 2);
    const cx = (Math.floor(x / (r * 3)) + 0.5) * r * 3;
    const d = Math.hypot(x - cx, y - cy);
    return d < r ? mix(base, [255, 255, 255], 0.35) : base;
  });
}
