/** Every TanStack Query key of the app, so invalidation never depends on a retyped string. */
export const queryKeys = {
  currentUser: ['current-user'] as const,
  setupStatus: ['setup-status'] as const,
  internalCompanies: {
    all: ['internal-companies'] as const,
    list: () => [...queryKeys.internalCompanies.all, 'list'] as const,
  },
  mailOutbox: {
    all: ['mail-outbox'] as const,
    list: (search: string) => [...queryKeys.mailOutbox.all, 'list', search] as const,
    one: (id: number) => [...queryKeys.mailOutbox.all, 'one', id] as const,
  },
};
