import { useEffect, useState, type RefObject } from 'react';
import { useHydrated } from '../../components/ui/use-hydrated.ts';

/**
 * The phone's front camera in a video element while `on`; `denied` when the browser or the
 * person refused it (SPEC §8 "no camera access"), `supported` false without a camera API.
 */
export function useBoothCamera(videoRef: RefObject<HTMLVideoElement | null>, on: boolean) {
  const [denied, setDenied] = useState(false);
  const [ready, setReady] = useState(false);
  // Known in the browser only: the server renders the page without the camera button.
  const hydrated = useHydrated();
  const supported = hydrated ? typeof navigator.mediaDevices?.getUserMedia === 'function' : null;
  useEffect(() => {
    if (!on || !supported) return;
    let stream: MediaStream | null = null;
    let stopped = false;
    navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user', width: { ideal: 1600 } }, audio: false }).then(
      async (s) => {
        stream = s;
        if (stopped || !videoRef.current) return s.getTracks().forEach((t) => t.stop());
        setDenied(false);
        videoRef.current.srcObject = s;
        await videoRef.current.play().catch(() => {});
        setReady(true);
      },
      () => setDenied(true),
    );
    return () => {
      stopped = true;
      setReady(false);
      stream?.getTracks().forEach((t) => t.stop());
    };
  }, [on, supported, videoRef]);
  return { supported, denied, ready };
}
