// Who is looking at public community content. Lists and single reads are public, but a
// signed-in caller sees more (their own hidden content, whether they voted): such routes declare
// `auth: 'optional'` and the route catalog hands them the caller as their viewer.

export interface Viewer {
  id: number;
  admin: boolean;
}

/** Hidden content is for admins and its author only. */
export function canSeeHidden(viewer: Viewer | null, authorId: number): boolean {
  return viewer !== null && (viewer.admin || viewer.id === authorId);
}
