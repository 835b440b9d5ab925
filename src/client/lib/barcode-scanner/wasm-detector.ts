import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm?url';
import type { CodeDetector } from './detector';

/**
 * The ZXing decoder compiled to WebAssembly, for browsers with no BarcodeDetector. Loaded by
 * `openDetector` only (a dynamic import), its .wasm is a file of our own build: the library's
 * default would fetch it from a CDN, which a shop with no internet beyond our server cannot reach.
 */
export async function wasmDetector(): Promise<CodeDetector> {
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) =>
        path.endsWith('.wasm') ? wasmUrl : prefix + path,
    },
    fireImmediately: true,
  });
  const canvas = document.createElement('canvas');
  const context = canvas.getContext('2d', { willReadFrequently: true });
  return {
    async detect(video) {
      if (!context || video.videoWidth === 0) return [];
      canvas.width = video.videoWidth;
      canvas.height = video.videoHeight;
      context.drawImage(video, 0, 0);
      const frame = context.getImageData(0, 0, canvas.width, canvas.height);
      const found = await readBarcodes(frame, {
        formats: ['EAN13', 'EAN8', 'UPCA', 'Code128'],
        maxNumberOfSymbols: 1,
        tryHarder: true,
      });
      return found.filter((r) => r.isValid).map((r) => r.text);
    },
  };
}
