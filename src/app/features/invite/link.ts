/** The server sends the register page's path and query; the app's own origin goes in front. */
export const inviteUrl = (link: string, origin: string) => new URL(link, origin).href;
