/** What a camera frame is read from: the live video, or a frame drawn on a canvas. */
export interface CodeDetector {
  /** The codes seen in the video's current frame (none most frames). */
  detect(video: HTMLVideoElement): Promise<string[]>;
}

/** The codes a shop meets: EAN-13, EAN-8, UPC-A on goods, Code 128 on its own labels. */
export const SCAN_FORMATS = ['ean_13', 'ean_8', 'upc_a', 'code_128'] as const;

interface NativeDetector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

const nativeClass = () => (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;

/** The browser's own BarcodeDetector, when it reads at least one of the shop's formats. */
async function nativeDetector(): Promise<CodeDetector | null> {
  const Native = nativeClass();
  if (!Native) return null;
  const supported = await Native.getSupportedFormats().catch(() => [] as string[]);
  const formats = SCAN_FORMATS.filter((f) => supported.includes(f));
  if (formats.length === 0) return null;
  const detector = new Native({ formats });
  return {
    detect: async (video) => (await detector.detect(video)).map((found) => found.rawValue),
  };
}

/**
 * The camera's reader: the browser's BarcodeDetector where it exists, otherwise the WebAssembly
 * decoder, fetched (script and .wasm, from this server) only now that the camera opens.
 */
export async function openDetector(): Promise<CodeDetector> {
  const native = await nativeDetector();
  if (native) return native;
  const { wasmDetector } = await import('./wasm-detector');
  return wasmDetector();
}
