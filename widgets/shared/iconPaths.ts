// Hand-drawn 24x24 outline icons (stroke, no fill), kept inline so no extra request is made.
export const ICON_PATHS: Readonly<Record<string, string>> = {
  'angle-up': 'M6 15l6-6 6 6',
  'arrow-up': 'M12 20V4M5 11l7-7 7 7',
  home: 'M3 11l9-8 9 8M5 10v10h5v-6h4v6h5V10',
  info: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM12 11v6M12 7v.01',
  mail: 'M3 5h18v14H3zM3 6l9 7 9-7',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z',
  dice: 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM8 8v.01M16 8v.01M12 12v.01M8 16v.01M16 16v.01',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H4a4 4 0 0 0 4 5M16 6h4a4 4 0 0 1-4 5M12 13v4M8 21h8M9 17h6',
  telegram: 'M21 4L3 11l6 2 2 6 3-4 5 4zM9 13l9-6',
  vk: 'M3 7c1 6 4.5 10 9 10h1v-3c1.5 0 3 1.5 4 3h3c-1-2.5-3-4.5-4.5-5 1.5-1 3.5-3 4-5h-3c-.7 1.8-2.2 3.5-3.5 4V7h-3v7c-1.5-.3-3.7-2.7-4-7z',
  youtube:
    'M2 12c0-4 .5-6 3-6.5C7 5 17 5 19 5.5c2.5.5 3 2.5 3 6.5s-.5 6-3 6.5c-2 .5-12 .5-14 0C2.5 18 2 16 2 12zM10 9v6l5-3z',
  x: 'M4 4l16 16M20 4L4 20',
  instagram:
    'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4zM12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM17.5 6.5v.01',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V8z',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
};

export const FALLBACK_ICON = 'link';
