// JSON and text answers compressed for clients that accept it (@fastify/compress): a page of
// twelve cars is 8.8 KB as sent before, ~2 KB in brotli, and a phone's first page waits for it and
// then for the photo it names (decision 0044). Brotli at quality 4: near gzip's CPU cost per
// answer with smaller output; quality 11 is for files compressed once (the static servers).
// Pictures (already compressed formats) and answers under 1 KB are sent as they are.
import fastifyCompress, { type FastifyCompressOptions } from '@fastify/compress';
import { constants } from 'node:zlib';

export const compressedAnswers = [
  fastifyCompress,
  {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  } satisfies FastifyCompressOptions,
] as const;
