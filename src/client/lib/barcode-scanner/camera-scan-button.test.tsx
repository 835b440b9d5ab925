// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CameraScanButton } from './camera-scan-button';

const stop = vi.fn();
const detect = vi.fn();
let getUserMedia: ReturnType<typeof vi.fn>;
let formatsAsked: string[] = [];

/** A stand-in for the browser's BarcodeDetector: the codes it "sees" are `detect`'s answers. */
class FakeDetector {
  static getSupportedFormats = () => Promise.resolve(['ean_13', 'ean_8', 'upc_a', 'qr_code']);
  constructor({ formats }: { formats: string[] }) {
    formatsAsked = formats;
  }
  detect = detect;
}

beforeEach(() => {
  stop.mockReset();
  detect.mockReset();
  getUserMedia = vi.fn(() => Promise.resolve({ getTracks: () => [{ stop }] }));
  vi.stubGlobal('BarcodeDetector', FakeDetector);
  vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia } });
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CameraScanButton', () => {
  it('reads the code the detector sees, hands it on, releases the camera and gives focus back', async () => {
    detect
      .mockResolvedValueOnce([])
      .mockResolvedValueOnce([{ rawValue: '6001234567892', format: 'ean_13' }]);
    const onCode = vi.fn();
    render(<CameraScanButton onCode={onCode} />);
    const button = screen.getByRole('button', { name: 'Scan with camera' });
    fireEvent.click(button);
    expect(await screen.findByRole('dialog', { name: 'Scan a barcode' })).toBeTruthy();
    await waitFor(() => expect(onCode).toHaveBeenCalledExactlyOnceWith('6001234567892'));
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: 'environment' },
      audio: false,
    });
    // The shop's formats the browser reads; Code 128 it does not, QR codes are not asked for.
    expect(formatsAsked).toEqual(['ean_13', 'ean_8', 'upc_a']);
    expect(detect).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(stop).toHaveBeenCalled();
    await waitFor(() => expect(document.activeElement).toBe(button));
  });

  it('says the camera was refused and takes the code typed instead', async () => {
    getUserMedia.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const onCode = vi.fn();
    render(<CameraScanButton onCode={onCode} />);
    fireEvent.click(screen.getByRole('button', { name: 'Scan with camera' }));
    expect(await screen.findByText(/permission was refused/)).toBeTruthy();
    const field = screen.getByLabelText('Or type the code');
    fireEvent.change(field, { target: { value: ' 6001234567892 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Use this code' }));
    expect(onCode).toHaveBeenCalledExactlyOnceWith('6001234567892');
    expect(detect).not.toHaveBeenCalled();
  });

  it('says so when the device has no camera', async () => {
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined });
    render(<CameraScanButton onCode={vi.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Scan with camera' }));
    expect(await screen.findByText(/No camera can be used/)).toBeTruthy();
  });
});
