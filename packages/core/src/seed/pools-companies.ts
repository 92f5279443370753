// Fictional organisations for exhibitors, partners and attendee profiles.

export const companies = [
  'Vistula Labs', 'Baltic Cloud', 'Mazovia Analytics', 'Amber Payments', 'Tatra Robotics', 'Nordwind Software',
  'Krakow Bytes', 'Danube Digital', 'Carpathia AI', 'Oder Logistics', 'Sudety Security', 'Wawel Ventures',
  'Praga Studio', 'Bałtyk Energy', 'Sawa Media', 'Pomorze Health', 'Mokotów Fintech', 'Łazienki Design',
  'Vltava Systems', 'Balaton Data', 'Siret Networks', 'Rila Interactive', 'Elbe Consulting', 'Wilno Games',
] as const;

export const companyScopes = [
  'Cloud infrastructure and managed Kubernetes',
  'Payments and checkout for marketplaces',
  'Analytics for product teams',
  'Robotics for warehouses',
  'Security audits and penetration testing',
  'Event apps and hybrid streaming',
  'AI assistants for customer support',
  'Design systems and accessibility',
  'Logistics software for e-commerce',
  'Developer tooling and CI',
  'Health data platforms',
  'Green energy monitoring',
] as const;

export const exhibitorTagValues: readonly { value: string; hex: string }[] = [
  { value: 'Cloud', hex: '#1c7ed6' },
  { value: 'AI', hex: '#9c36b5' },
  { value: 'Fintech', hex: '#2f9e44' },
  { value: 'Security', hex: '#e03131' },
  { value: 'Startup', hex: '#f08c00' },
  { value: 'Hiring', hex: '#0ca678' },
];

export const partnerTiers: readonly { name: string; level: number; count: number }[] = [
  { name: 'Gold', level: 1, count: 2 },
  { name: 'Silver', level: 2, count: 3 },
  { name: 'Media', level: 3, count: 3 },
];

export const mediaPartners = ['Tech Weekly PL', 'Radio Stolica', 'Event Industry News', 'CEE Startup Digest'] as const;
