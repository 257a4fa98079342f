// Role check shared by server and web. Kept apart from schemas.ts (and the package marked
// side-effect free) so the web app's first bundle can use it without pulling in zod.
export const isAdminRole = (role: string | null | undefined) => role?.toLowerCase() === 'admin';
