// The SVG paths (24×24) of the icons drawn on the start of /: the tab bar, the shared screen
// states, toasts and the home screen. Every other icon is in screen-icons.ts, so the first screen
// does not carry them: a module travels whole, in the chunk of its first importer.
export const quotes = 'M4 19V5M4 19h16M8 15l3.5-4 3 2.5L20 7';
export const trade = 'M7 4v16M7 8H5v6h2M17 4v16M17 9h-2v7h2M12 6v12M12 10h-1.5v4H12';
export const order = 'M8 4h8M7 4H6a2 2 0 0 0-2 2v13a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V6a2 2 0 0 0-2-2h-1M8 10h8M8 14h8M8 18h5';
export const user = 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8ZM4 21a8 8 0 0 1 16 0';
export const news = 'M5 4h11a2 2 0 0 1 2 2v13a2 2 0 0 0 2-2V9M5 4a1 1 0 0 0-1 1v13a2 2 0 0 0 2 2h14M8 8h6M8 12h6M8 16h4';
export const rank = 'M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0V4ZM7 6H4v2a3 3 0 0 0 3 3M17 6h3v2a3 3 0 0 1-3 3';
export const search = 'M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14ZM20 20l-4-4';
export const globe = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z';
export const check = 'M5 12.5l4.5 4.5L19 7';
export const arrowUp = 'M12 19V5M6 11l6-6 6 6';
export const arrowDown = 'M12 5v14M6 13l6 6 6-6';
export const build = 'M14.5 6.5a4 4 0 0 0 5 5L13 18a2.1 2.1 0 0 1-3-3l6.5-6.5M4 20l5-5M3 10l3-3 4 4-3 3z';
export const inbox = 'M4 13l2.5-7h11L20 13M4 13v5a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-5M4 13h4.5l1.5 2.5h4l1.5-2.5H20';
export const alert = 'M12 4 2.8 20h18.4L12 4ZM12 10v4.5M12 17.5v.01';
export const refresh = 'M20 12a8 8 0 1 1-2.3-5.6M20 4v5h-5';
