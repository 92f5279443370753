/**
 * Small line icons for resource kinds and social networks. Decorative (aria-hidden): the text
 * beside each icon names the kind or network. Simple shapes, no brand artwork shipped.
 */
const paths: Record<string, string> = {
  document: 'M6 2h9l5 5v15H6z M15 2v5h5 M9 12h8 M9 16h8',
  presentation: 'M3 4h18v12H3z M12 16v4 M8 20h8 M7 12l3-3 3 2 4-4',
  spreadsheet: 'M4 3h16v18H4z M4 9h16 M4 15h16 M10 3v18',
  image: 'M3 5h18v14H3z M3 16l5-5 4 4 3-3 6 6 M15.5 9.5a1.5 1.5 0 1 0 0-.01',
  video: 'M3 6h13v12H3z M16 10l5-3v10l-5-3',
  audio: 'M9 18V5l11-2v13 M9 18a3 3 0 1 1-3-3 3 3 0 0 1 3 3 M20 16a3 3 0 1 1-3-3 3 3 0 0 1 3 3',
  archive: 'M4 4h16v4H4z M5 8h14v12H5z M10 12h4',
  link: 'M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1 M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8',
  twitter: 'M4 4l16 16 M20 4L4 20',
  linkedin: 'M4 9h4v11H4z M6 4a2 2 0 1 0 0 .01 M11 9h4v2a4 4 0 0 1 5 3v6h-4v-5a2 2 0 0 0-4 0v5h-1z',
  instagram: 'M4 4h16v16H4z M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8 M17 6.5v.01',
  youtube: 'M3 7a3 3 0 0 1 3-3h12a3 3 0 0 1 3 3v10a3 3 0 0 1-3 3H6a3 3 0 0 1-3-3z M10 9v6l5-3z',
  tiktok: 'M14 3v12a4 4 0 1 1-4-4 M14 3a5 5 0 0 0 5 5',
  website: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18 M3 12h18 M12 3c3 3 3 15 0 18 M12 3c-3 3-3 15 0 18',
};

export function KindIcon({ kind }: { kind: string }) {
  return (
    <svg className="vx-icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d={paths[kind] ?? paths.link} />
    </svg>
  );
}
