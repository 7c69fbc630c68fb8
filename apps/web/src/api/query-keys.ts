/** Every TanStack Query key of the app, so invalidation never depends on a retyped string. */
export const queryKeys = {
  currentUser: ['current-user'] as const,
  setupStatus: ['setup-status'] as const,
  internalCompanies: {
    all: ['internal-companies'] as const,
    list: () => [...queryKeys.internalCompanies.all, 'list'] as const,
  },
  companyUsers: {
    all: ['company-users'] as const,
    list: (query: object) => [...queryKeys.companyUsers.all, 'list', query] as const,
  },
  myCompanies: ['my-companies'] as const,
  pendingInvitations: ['pending-invitations'] as const,
  userSettings: ['user-settings'] as const,
  companyMembers: (id: number) => ['company-members', id] as const,
  roles: ['roles'] as const,
  companyPermissions: ['company-permissions'] as const,
  projectGroupOptions: ['project-group-options'] as const,
  invitation: (token: string) => ['invitation', token] as const,
  mailOutbox: {
    all: ['mail-outbox'] as const,
    list: (search: string) => [...queryKeys.mailOutbox.all, 'list', search] as const,
    one: (id: number) => [...queryKeys.mailOutbox.all, 'one', id] as const,
  },
};
