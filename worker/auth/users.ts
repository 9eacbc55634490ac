// Users and their family workspace. Every account belongs to exactly one family; sign-up creates it
// with the new user as its Owner.
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { families, familyMembers, users } from "../db/schema.ts";

export type PublicUser = { id: string; firstName: string; lastName: string; email: string; profileImageUrl: string | null };

/** The columns of a PublicUser, for a query that selects them beside others (the page's session read). */
export const publicUserColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  profileImageUrl: users.profileImageUrl,
};

export function toPublicUser(u: typeof users.$inferSelect): PublicUser {
  return { id: u.id, firstName: u.firstName, lastName: u.lastName, email: u.email, profileImageUrl: u.profileImageUrl };
}

export async function findUserByEmail(db: Db, email: string) {
  return db.query.users.findFirst({ where: eq(users.email, email.toLowerCase()) });
}

export async function findUserById(db: Db, id: string) {
  return db.query.users.findFirst({ where: eq(users.id, id) });
}

/** Creates the user, their family and the Owner membership in one D1 batch (all or nothing). */
export async function createUserWithFamily(
  db: Db,
  input: { email: string; passwordHash: string | null; firstName: string; lastName: string; emailVerified?: boolean },
): Promise<typeof users.$inferSelect> {
  const userId = crypto.randomUUID();
  const familyId = crypto.randomUUID();
  const email = input.email.toLowerCase();
  const [inserted] = await db.batch([
    db
      .insert(users)
      .values({
        id: userId,
        email,
        passwordHash: input.passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        emailVerified: input.emailVerified ?? false,
      })
      .returning(),
    db.insert(families).values({ id: familyId, name: `${input.lastName || input.firstName} family` }),
    db.insert(familyMembers).values({ familyId, userId, role: "owner" }),
  ]);
  const user = inserted[0];
  if (!user) throw new Error("user insert returned nothing");
  return user;
}

export async function updateUserProfile(db: Db, userId: string, input: { firstName: string; lastName: string }) {
  const [row] = await db
    .update(users)
    .set({ firstName: input.firstName, lastName: input.lastName, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row;
}
