import { type AvatarMimeType, limits, type MessageCode } from '@weather/validation';
import type Sharp from 'sharp';

/** An image the service accepted: re-encoded, without metadata, in the type its bytes are. */
export interface AvatarImage {
  mimeType: AvatarMimeType;
  content: Buffer;
}

/** Why an avatar was refused: the codes of @weather/validation the crop dialog shows too. */
export type AvatarRefusal = Extract<MessageCode, 'AVATAR_TOO_BIG' | 'AVATAR_TYPE_NOT_ALLOWED'>;

export class AvatarRefused extends Error {
  constructor(readonly code: AvatarRefusal) {
    super(code);
    this.name = 'AvatarRefused';
  }
}

/**
 * A decompression bomb fits in 512 KB; a cropped avatar never needs more than this many pixels
 * (4096 x 4096), so decoding stops before the memory goes.
 */
export const AVATAR_MAX_INPUT_PIXELS = 4096 * 4096;

const DATA_URL = /^data:[^,;]*(?:;[^,;]*)*;base64,([A-Za-z0-9+/]*={0,2})$/;

/**
 * The bytes of a base64 data URL. The declared type is ignored on purpose: only the content decides
 * (a GIF labelled image/png is still a GIF).
 */
export function decodeDataUrl(dataUrl: string): Buffer {
  const match = DATA_URL.exec(dataUrl.trim());
  if (!match?.[1]) throw new AvatarRefused('AVATAR_TYPE_NOT_ALLOWED');
  return Buffer.from(match[1], 'base64');
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/**
 * JPG or PNG by the file's own signature. Checked before any decoder runs, so SVG (XML for
 * librsvg), GIF, TIFF and the rest never reach one.
 */
export function sniffAvatarType(bytes: Buffer): AvatarMimeType | null {
  if (bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.subarray(0, JPEG_SIGNATURE.length).equals(JPEG_SIGNATURE)) return 'image/jpeg';
  return null;
}

/** sharp (libvips) holds about 20 MiB once loaded: only a process that receives an avatar loads it (docs/performance.md). */
let loadedSharp: Promise<typeof Sharp> | null = null;

function loadSharp(): Promise<typeof Sharp> {
  loadedSharp ??= import('sharp').then((module) => module.default);
  return loadedSharp;
}

/**
 * Checks and cleans an uploaded avatar (SPEC §5: JPG or PNG, at most 524288 bytes decoded): the
 * decoder must read it whole, and re-encoding drops every metadata block (EXIF with its GPS
 * position, XMP, ICC, PNG text), after turning the pixels the way the EXIF orientation said.
 */
export async function cleanAvatarImage(dataUrl: string): Promise<AvatarImage> {
  const bytes = decodeDataUrl(dataUrl);
  if (bytes.length > limits.AVATAR_MAX_BYTES) throw new AvatarRefused('AVATAR_TOO_BIG');
  const mimeType = sniffAvatarType(bytes);
  if (!mimeType) throw new AvatarRefused('AVATAR_TYPE_NOT_ALLOWED');
  const sharp = await loadSharp();
  const image = sharp(bytes, { limitInputPixels: AVATAR_MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
  try {
    const content = mimeType === 'image/png' ? await image.png().toBuffer() : await image.jpeg({ quality: 90 }).toBuffer();
    return { mimeType, content };
  } catch {
    // A signature with no readable picture behind it (truncated, corrupt, or too many pixels).
    throw new AvatarRefused('AVATAR_TYPE_NOT_ALLOWED');
  }
}
