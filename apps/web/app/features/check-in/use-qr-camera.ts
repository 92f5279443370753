import { useEffect, useRef, useState, type RefObject } from 'react';

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorConstructor = (new (options: { formats: string[] }) => Detector) & { getSupportedFormats?: () => Promise<string[]> };

/**
 * A QR reader for this browser: its own BarcodeDetector where it has one that reads QR codes
 * (Chrome on Android, Edge, Samsung Internet), else ZXing compiled to WebAssembly (the
 * `barcode-detector` polyfill; iOS Safari, Firefox, desktop Linux), loaded only when the door
 * screen needs it and served from this site (never a CDN).
 */
async function loadDetector(): Promise<DetectorConstructor> {
  const native = (globalThis as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector;
  const formats = native ? await native.getSupportedFormats?.().catch(() => [] as string[]) : [];
  if (native && (!formats || formats.includes('qr_code'))) return native;
  const [{ BarcodeDetector, setZXingModuleOverrides }, { default: wasmUrl }] = await Promise.all([import('barcode-detector/ponyfill'), import('zxing-wasm/reader/zxing_reader.wasm?url')]);
  setZXingModuleOverrides({ locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path) });
  return BarcodeDetector as unknown as DetectorConstructor;
}

/**
 * The phone's back camera read for QR codes. `supported` is null until the reader is loaded,
 * false where the browser has no camera API or the reader cannot load (the screen then says to
 * type the code). A code is reported once until another is seen, so one ticket held in front of
 * the lens is not sent twice.
 */
export function useQrCamera(videoRef: RefObject<HTMLVideoElement | null>, on: boolean, onCode: (code: string) => void, onDenied?: () => void) {
  const [supported, setSupported] = useState<boolean | null>(null);
  const [denied, setDenied] = useState(false);
  const report = useRef(onCode);
  const refused = useRef(onDenied);
  useEffect(() => {
    report.current = onCode;
    refused.current = onDenied;
  });

  const detectorClass = useRef<DetectorConstructor | null>(null);
  useEffect(() => {
    const reader = typeof navigator.mediaDevices?.getUserMedia === 'function' ? loadDetector() : Promise.reject(new Error('no camera API'));
    reader.then(
      (ctor) => {
        detectorClass.current = ctor;
        setSupported(true);
      },
      () => setSupported(false),
    );
  }, []);

  useEffect(() => {
    if (!on || !supported) return;
    const detector = new detectorClass.current!({ formats: ['qr_code'] });
    let stream: MediaStream | null = null;
    let stopped = false;
    let last = '';
    const tick = async () => {
      const video = videoRef.current;
      if (stopped || !video) return;
      try {
        const [code] = await detector.detect(video);
        if (code && code.rawValue !== last) {
          last = code.rawValue;
          report.current(code.rawValue);
        }
      } catch {
        // A frame that is not ready yet: try the next one.
      }
      if (!stopped) setTimeout(() => void tick(), 250);
    };
    navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false }).then(
      async (s) => {
        stream = s;
        if (stopped || !videoRef.current) return s.getTracks().forEach((track) => track.stop());
        setDenied(false);
        videoRef.current.srcObject = s;
        await videoRef.current.play().catch(() => {});
        void tick();
      },
      () => {
        setDenied(true);
        // The screen turns the camera off again: no "Stop" button and black box beside "not available".
        refused.current?.();
      },
    );
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [on, supported, videoRef]);

  return { supported, denied };
}
