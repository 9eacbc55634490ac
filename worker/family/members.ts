// Who belongs to a family workspace (requirements §2 Family Members tab; requirements §17). Used by /api/family-members
// and by page loaders alike.
import { asc, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { familyMembers, users } from "../db/schema.ts";

export type FamilyRole = "owner" | "member";

export type FamilyMember = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  profileImageUrl: string | null;
  role: FamilyRole;
};

/** Every person in the family: the Owner first, then Members in the order they joined. */
export async function listFamilyMembers(db: Db, familyId: string): Promise<FamilyMember[]> {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      profileImageUrl: users.profileImageUrl,
      role: familyMembers.role,
    })
    .from(familyMembers)
    .innerJoin(users, eq(users.id, familyMembers.userId))
    .where(eq(familyMembers.familyId, familyId))
    .orderBy(sql`case ${familyMembers.role} when 'owner' then 0 else 1 end`, asc(familyMembers.createdAt), asc(users.email));
}
