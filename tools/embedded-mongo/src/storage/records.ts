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

export function decodeRecords(data: Buffer, from = 0): DecodedRecords {
  const records: Document[] = [];
  let offset = from;
  for (let record = recordAt(data, offset); record; record = recordAt(data, offset)) {
    records.push(record.doc);
    offset = record.end;
  }
  return { records, validLength: offset };
}

/** The intact record starting at `offset`, or null (torn, corrupt, or no record there). */
function recordAt(data: Buffer, offset: number): { doc: Document; end: number } | null {
  if (data.length - offset < HEADER_BYTES) return null;
  const length = data.readUInt32LE(offset);
  const end = offset + HEADER_BYTES + length;
  // A BSON document starts with its own length: a cheap test before the checksum.
  if (length < 5 || end > data.length || data.readInt32LE(offset + HEADER_BYTES) !== length) return null;
  const payload = data.subarray(offset + HEADER_BYTES, end);
  if (crc32(payload) !== data.readUInt32LE(offset + 4)) return null;
  try {
    return { doc: deserialize(payload), end };
  } catch {
    return null;
  }
}

/** Offset of the first intact record after `offset`, or null: how recovery tells damage in the middle from a torn tail. */
export function nextIntactRecord(data: Buffer, offset: number): number | null {
  for (let at = offset + 1; data.length - at >= HEADER_BYTES; at++) if (recordAt(data, at)) return at;
  return null;
}

export interface SalvagedRecords {
  records: Document[];
  /** Byte ranges [start, end) that held no intact record and were left out. */
  dropped: Array<[number, number]>;
}

/** Every intact record of a damaged file, skipping each damaged stretch up to the next intact record. */
export function salvageRecords(data: Buffer): SalvagedRecords {
  const records: Document[] = [];
  const dropped: Array<[number, number]> = [];
  let offset = 0;
  while (offset < data.length) {
    const decoded = decodeRecords(data, offset);
    records.push(...decoded.records);
    if (decoded.validLength >= data.length) break;
    const next = nextIntactRecord(data, decoded.validLength) ?? data.length;
    dropped.push([decoded.validLength, next]);
    offset = next;
  }
  return { records, dropped };
}
