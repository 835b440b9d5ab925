/** One sound context for the page, made on the first scan (browsers allow it after a gesture). */
let audio: AudioContext | null = null;

/** A short beep (Web Audio) and a short vibration where the phone has them: a scan was read. */
export function scanFeedback(kind: 'found' | 'unknown' = 'found') {
  navigator.vibrate?.(kind === 'found' ? 60 : [60, 60, 60]);
  const Context = globalThis.AudioContext as typeof AudioContext | undefined;
  if (!Context) return;
  audio ??= new Context();
  const tone = audio.createOscillator();
  const volume = audio.createGain();
  tone.frequency.value = kind === 'found' ? 1200 : 400;
  volume.gain.value = 0.15;
  tone.connect(volume).connect(audio.destination);
  const start = audio.currentTime;
  tone.start(start);
  tone.stop(start + (kind === 'found' ? 0.08 : 0.25));
}
