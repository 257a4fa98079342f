// Query keys of the collections feature: every write invalidates `collectionKeys.all`.
export const collectionKeys = {
  all: ['collections'] as const,
  list: (promptId?: number) => ['collections', 'list', promptId ?? null] as const,
  detail: (id: number) => ['collections', 'detail', id] as const,
};
