import { useEffect, useRef } from 'react';
import { openDetector } from './detector';

/** How often a frame is read: often enough to feel instant, rare enough for a cheap phone. */
const READ_EVERY_MS = 200;

export type CameraState = 'starting' | 'scanning' | 'denied' | 'noCamera' | 'failed';

function problemOf(error: unknown): CameraState {
  const name = error instanceof Error || error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'noCamera';
  return 'failed';
}

/**
 * The back camera's live picture, read until a code is seen (`onCode`, once). The camera is
 * released when it unmounts. `onState` says starting, scanning or why it cannot.
 */
export function CameraScanner({
  onCode,
  onState,
}: {
  onCode(code: string): void;
  onState(state: CameraState): void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const latest = useRef({ onCode, onState });
  useEffect(() => {
    latest.current = { onCode, onState };
  });

  useEffect(() => {
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const start = async () => {
      if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('', 'NotFoundError');
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'environment' },
        audio: false,
      });
      const detector = await openDetector();
      const element = video.current;
      if (stopped || !element) return;
      element.srcObject = stream;
      await Promise.resolve(element.play()).catch(() => {});
      latest.current.onState('scanning');
      const read = async () => {
        if (stopped) return;
        const [code] = await detector.detect(element).catch(() => []);
        if (stopped) return;
        if (code) {
          stopped = true;
          latest.current.onCode(code);
        } else timer = setTimeout(() => void read(), READ_EVERY_MS);
      };
      void read();
    };
    latest.current.onState('starting');
    start().catch((error: unknown) => {
      if (!stopped) latest.current.onState(problemOf(error));
    });
    return () => {
      stopped = true;
      clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, []);

  return (
    <div className="relative overflow-hidden rounded-lg bg-slate-900">
      <video ref={video} muted playsInline className="aspect-[4/3] w-full object-cover" />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-8 top-1/2 h-24 -translate-y-1/2 rounded-md border-2 border-white/80"
      />
    </div>
  );
}
