/** Whose snapshots: 'u<id>' for a logged-in user, 'guest' otherwise. */
export const snapshotUser = (userId: number | undefined | null) => (userId ? `u${userId}` : 'guest');
