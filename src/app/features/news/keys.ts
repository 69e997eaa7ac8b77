// Cache keys of the news feature (STYLE.md 3): per language, since the server answers in it.
export const NEWS_ROOT = 'news';

export const newsKeys = {
  all: [NEWS_ROOT] as const,
  list: (lang: string) => [NEWS_ROOT, 'list', lang] as const,
  detail: (id: number, lang: string) => [NEWS_ROOT, 'detail', id, lang] as const,
};
