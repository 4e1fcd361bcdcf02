import { deserialize, serialize, type Document } from 'bson';
import { crc32 } from 'zlib';

/**
 * On-disk record: [u32 LE payload length][u32 LE crc32 of payload][BSON payload].
 * The checksum lets recovery tell a torn or corrupted tail from real data.
 */
const HEADER_BYTES = 8;

export function encodeRecord(record: Document): Buffer {
  const payload = serialize(record);
  const out = Buffer.allocUnsafe(HEADER_BYTES + payload.length);
  out.writeUInt32LE(payload.length, 0);
  out.writeUInt32LE(crc32(payload), 4);
  out.set(payload, HEADER_BYTES);
  return out;
}

export interface DecodedRecords {
  records: Document[];
  /** Bytes up to the end of the last intact record; anything after it is a torn/corrupt tail. */
  validLength: number;
}

export function decodeRecords(data: Buffer): DecodedRecords {
  const records: Document[] = [];
  let offset = 0;
  while (data.length - offset >= HEADER_BYTES) {
    const length = data.readUInt32LE(offset);
    const checksum = data.readUInt32LE(offset + 4);
    const end = offset + HEADER_BYTES + length;
    if (end > data.length) break;
    const payload = data.subarray(offset + HEADER_BYTES, end);
    if (crc32(payload) !== checksum) break;
    try {
      records.push(deserialize(payload));
    } catch {
      break;
    }
    offset = end;
  }
  return { records, validLength: offset };
}
