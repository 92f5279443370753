import { createContext, useContext } from 'react';
import type { LandingData } from './data.ts';

export const LandingDataContext = createContext<LandingData | null>(null);

export function useLandingData(): LandingData {
  const data = useContext(LandingDataContext);
  if (!data) throw new Error('Landing module rendered outside <LandingDataContext.Provider>');
  return data;
}
