/**
 * Barcode scanning, for any screen that takes a code (the till, the product form, searches, the
 * stock take). Three ways a code comes in, each handing a plain string to `onCode`:
 *
 * - `useKeyboardWedge(onCode, { enabled })`: a USB or Bluetooth scanner (a keyboard that types
 *   the code and Enter very fast) anywhere on the page while no field has focus.
 * - `<CameraScanButton onCode={...} />`: a button opening the back camera (the browser's
 *   BarcodeDetector, or a WebAssembly decoder fetched only when the camera opens); when the
 *   camera cannot be used it says so, and the code can be typed there instead.
 * - A field of the screen's own (a search box) for a typed code.
 *
 * `scanFeedback()` beeps and vibrates once a code is read; `<ScanBanner>` shows what was found,
 * large. `codeVariants(code)` gives the forms one code is stored under (UPC-A and its EAN-13).
 */
export { useKeyboardWedge } from './wedge';
export { CameraScanButton } from './camera-scan-button';
export { scanFeedback } from './scan-feedback';
export { ScanBanner } from './scan-banner';
export { codeVariants } from './code-variants';
