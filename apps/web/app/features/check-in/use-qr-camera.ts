import { useEffect, useRef, useState, type RefObject } from 'react';

interface Detector {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>;
}
type DetectorConstructor = new (options: { formats: string[] }) => Detector;

/**
 * The phone's back camera read by the browser's own BarcodeDetector (Chrome on Android, Edge,
 * Samsung Internet). `supported` is null until the browser has been asked, false where it cannot
 * read QR codes (the screen then says to type the code). A code is reported once until another
 * is seen, so one ticket held in front of the lens is not sent twice.
 */
export function useQrCamera(videoRef: RefObject<HTMLVideoElement | null>, on: boolean, onCode: (code: string) => void) {
  const [supported, setSupported] = useState<boolean | null>(null);
  const [denied, setDenied] = useState(false);
  const report = useRef(onCode);
  useEffect(() => {
    report.current = onCode;
  });

  useEffect(() => {
    const ctor = (globalThis as { BarcodeDetector?: DetectorConstructor & { getSupportedFormats?: () => Promise<string[]> } }).BarcodeDetector;
    const formats = ctor && typeof navigator.mediaDevices?.getUserMedia === 'function' ? (ctor.getSupportedFormats?.() ?? Promise.resolve(['qr_code'])) : Promise.resolve([]);
    void formats.then(
      (f) => setSupported(f.includes('qr_code')),
      () => setSupported(false),
    );
  }, []);

  useEffect(() => {
    if (!on || !supported) return;
    const ctor = (globalThis as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector!;
    const detector = new ctor({ formats: ['qr_code'] });
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
      () => setDenied(true),
    );
    return () => {
      stopped = true;
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [on, supported, videoRef]);

  return { supported, denied };
}
