// Query keys of the groups feature: every write invalidates `groupKeys.all` (lists, pages and counts).
export const groupKeys = {
  all: ['groups'] as const,
  list: (all: boolean) => ['groups', 'list', { all }] as const,
  detail: (id: number) => ['groups', 'detail', id] as const,
  lookup: (query: string) => ['groups', 'user-lookup', query] as const,
};
