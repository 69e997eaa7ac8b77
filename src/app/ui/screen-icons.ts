// The SVG paths (24×24) of the icons only later screens draw (see shell-icons.ts for why the
// two are apart). Import as a namespace and pass one to <Icon path>.
export const back = 'M15 5l-7 7 7 7';
export const forward = 'M9 5l7 7-7 7';
export const down = 'M6 9l6 6 6-6';
export const menu = 'M4 7h16M4 12h16M4 17h16';
export const close = 'M6 6l12 12M18 6 6 18';
export const clock = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18ZM12 7v5l3 2';
export const lock = 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3';
export const moon = 'M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5Z';
export const eye = 'M2.5 12S6 5.5 12 5.5 21.5 12 21.5 12 18 18.5 12 18.5 2.5 12 2.5 12ZM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Z';
export const eyeOff = 'M3 3l18 18M10.6 6.1A9.6 9.6 0 0 1 12 6c6 0 9.5 6 9.5 6a16 16 0 0 1-3 3.6M6.6 6.7C4 8.3 2.5 12 2.5 12S6 18 12 18a9 9 0 0 0 4.2-1M9.9 9.9a3 3 0 0 0 4.2 4.2';
export const wallet = 'M4 7.5A2.5 2.5 0 0 1 6.5 5H18v3M4 7.5V17a2 2 0 0 0 2 2h13a1 1 0 0 0 1-1v-9a1 1 0 0 0-1-1H6.5A2.5 2.5 0 0 1 4 7.5ZM16 13.5h.01';
export const idCard = 'M3 6h18v12H3zM7 10.5a1.5 1.5 0 1 0 3 0 1.5 1.5 0 0 0-3 0M6 15.5c.5-1.3 1.6-2 2.5-2s2 .7 2.5 2M14 10h4M14 13.5h3';
export const gift = 'M4 11h16v9H4zM3 7h18v4H3zM12 7v13M12 7c-1.5-3-5-3.5-5-1.5S10 7 12 7Zm0 0c1.5-3 5-3.5 5-1.5S14 7 12 7Z';
export const key = 'M2.6 17.4A2 2 0 0 0 2 18.8V21a1 1 0 0 0 1 1h3a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h1a1 1 0 0 0 1-1v-1a1 1 0 0 1 1-1h.2a2 2 0 0 0 1.4-.6l.8-.8a6.5 6.5 0 1 0-4-4ZM16.5 7.5h.01';
export const headset = 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v5H5a1 1 0 0 1-1-1v-4Zm16 0h-3v5h2a1 1 0 0 0 1-1v-4ZM17 19c0 1.1-1.8 2-4 2';
export const mail = 'M3.5 6h17v12h-17zM4 6.5l8 6 8-6';
export const megaphone = 'M4 10v4h3l7 4V6L7 10H4ZM18 9a4 4 0 0 1 0 6M8 14l1 5h2.5l-1-4.5';
export const settings =
  'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM19 12a7 7 0 0 0-.1-1.2l2-1.6-2-3.4-2.4 1a7 7 0 0 0-2-1.2L14 3h-4l-.5 2.6a7 7 0 0 0-2 1.2l-2.4-1-2 3.4 2 1.6a7 7 0 0 0 0 2.4l-2 1.6 2 3.4 2.4-1a7 7 0 0 0 2 1.2L10 21h4l.5-2.6a7 7 0 0 0 2-1.2l2.4 1 2-3.4-2-1.6c.1-.4.1-.8.1-1.2Z';
export const logout = 'M10 4H6a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h4M15 8l4 4-4 4M19 12H9';
/** A price alert (/trade's header, issue 20 item 4). */
export const priceAlertBell = 'M6 10a6 6 0 0 1 12 0c0 4.5 2 6 2 6H4s2-1.5 2-6ZM10 19.5a2.2 2.2 0 0 0 4 0';
export const copy = 'M9 9h10v11H9zM6 15H5a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h9a1 1 0 0 1 1 1v1';
// The chart's drawing tools.
export const pencil = 'M4 20l1-4L16 5l3 3L8 19l-4 1ZM14 7l3 3';
export const horizontalLine = 'M3 12h18M7 12h.01';
export const trendLine = 'M4 18 20 6M4 18h.01M20 6h.01';
export const fibonacci = 'M3 5h18M3 9.5h18M3 13h18M3 19h18M6 19 18 5';
export const trash = 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v5M14 11v5';
export const up = 'M6 15l6-6 6 6';
export const star = 'M12 3.6l2.6 5.3 5.8.8-4.2 4.1 1 5.8-5.2-2.7-5.2 2.7 1-5.8-4.2-4.1 5.8-.8Z';
export const bell = 'M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15L6 16ZM10 20.5a2 2 0 0 0 4 0';
