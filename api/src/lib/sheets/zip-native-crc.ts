import { createRequire } from 'node:module';
import zlib from 'node:zlib';

type BufferCrc32 = { unsigned: (data: Buffer, previous?: number) => number };

/**
 * yazl checksums every byte it zips with its own copy of buffer-crc32, a CRC-32 written in JavaScript:
 * ~10 ms a megabyte on the API's one thread, about 0.6 s of a 100k-row interaction export. Node has the
 * same CRC in C (`zlib.crc32`, Node ≥ 20.15, ~15× faster). yazl only ever calls
 * `crc32.unsigned(chunk, previous)` on that copy, so that one function is pointed at Node's
 * (decision 0047). Imported for its effect by the XLSX writer; the sums are the same, bit for bit.
 */
const yazlCrc32 = createRequire(require.resolve('yazl'))('buffer-crc32') as BufferCrc32;
yazlCrc32.unsigned = (data, previous = 0) => zlib.crc32(data, previous);
