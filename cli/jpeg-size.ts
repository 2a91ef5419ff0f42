/** Width and height of a JPEG from its start-of-frame marker (baseline, progressive or lossless). */
export function jpegSize(data: Uint8Array): { width: number; height: number } {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (view.getUint16(0) !== 0xffd8) throw new Error('not a JPEG: no start-of-image marker');
  let offset = 2;
  while (offset + 9 < data.length) {
    if (data[offset] !== 0xff) throw new Error(`not a JPEG: no marker at byte ${offset}`);
    const marker = data[offset + 1] ?? 0;
    // SOF0..SOF15, except DHT (C4), JPG (C8) and DAC (CC), carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    offset += 2 + view.getUint16(offset + 2);
  }
  throw new Error('not a JPEG: no start-of-frame marker');
}
