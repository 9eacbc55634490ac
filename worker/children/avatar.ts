// Child forms with an optional avatar image (POST /api/children, POST /api/children/:id/avatar, and the
// Add Child form's page action). The API parses them with the streaming multipart reader rather than
// formData(): formData() would buffer a body of any size, even sent chunked without Content-Length; here the
// image is capped at 5 MB while it arrives. The page action reads a body it has already capped by its
// Content-Length (ADR 0074) and checks the image with the same rules (checkAvatar).
import {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  type AvatarType,
  CHILD_FORM_MAX_BYTES,
  CHILD_MESSAGES,
  type CreateChildInput,
} from "../../common/schemas/children.ts";
import type { Db } from "../db/client.ts";
import { ApiError, badRequest } from "../http/errors.ts";
import { imageMatchesType } from "../documents/file-check.ts";
import { boundaryOf, MultipartError, MultipartReader } from "../documents/multipart.ts";
import { avatarKey, createChild, setChildAvatar, type ChildDto } from "./children.ts";

export type AvatarImage = { bytes: Uint8Array; contentType: AvatarType };
export type ChildForm = { fields: Record<string, string>; avatar: AvatarImage | null };

const TEXT_FIELD_MAX_BYTES = 4 * 1024;
/** Every refusal of the picture names the `avatar` field, so a form shows it there. */
const refused = (status: 400 | 413 | 415, code: string, message: string) => new ApiError(status, code, message, { fields: { avatar: message } });
const avatarTooLarge = () => refused(413, "FILE_TOO_LARGE", CHILD_MESSAGES.avatarTooLarge);
const avatarType = () => refused(415, "UNSUPPORTED_FILE_TYPE", CHILD_MESSAGES.avatarType);

/** An image the parent chose, whole: its declared type, size, not empty, and its first bytes (never SVG). */
export function checkAvatar(bytes: Uint8Array, type: string): AvatarImage {
  if (!(AVATAR_TYPES as readonly string[]).includes(type)) throw avatarType();
  if (bytes.length > AVATAR_MAX_BYTES) throw avatarTooLarge();
  if (bytes.length === 0) throw refused(400, "VALIDATION_FAILED", CHILD_MESSAGES.avatarEmpty);
  if (!imageMatchesType(bytes, type)) throw refused(415, "UNSUPPORTED_FILE_TYPE", CHILD_MESSAGES.avatarMismatch);
  return { bytes, contentType: type as AvatarType };
}

/** A posted file field → the checked image; null when no file was chosen (the browser's empty part). */
export async function avatarFromFile(file: File | undefined): Promise<AvatarImage | null> {
  if (!file || (file.name === "" && file.size === 0)) return null;
  if (file.size > AVATAR_MAX_BYTES) throw avatarTooLarge();
  return checkAvatar(new Uint8Array(await file.arrayBuffer()), file.type);
}

export function isMultipart(contentType: string | null | undefined): boolean {
  return boundaryOf(contentType) !== null;
}

/**
 * Reads a multipart form: the named text fields (each ≤ 4 KB) and at most one image in `avatar`,
 * checked for type (declared and by its first bytes) and size (≤ 5 MB, also while streaming).
 */
export async function readChildForm(request: Request, textFields: ReadonlySet<string>): Promise<ChildForm> {
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > CHILD_FORM_MAX_BYTES) throw avatarTooLarge();
  const boundary = boundaryOf(request.headers.get("content-type"));
  if (!boundary || !request.body) throw new ApiError(415, "UNSUPPORTED_MEDIA_TYPE", "Send the form as multipart/form-data.");
  const reader = new MultipartReader(request.body, boundary);
  const fields: Record<string, string> = {};
  let avatar: AvatarImage | null = null;
  try {
    for (let part = await reader.nextPart(); part; part = await reader.nextPart()) {
      if (part.filename === null) {
        const value = await part.text(TEXT_FIELD_MAX_BYTES);
        if (textFields.has(part.name)) fields[part.name] = value;
        continue;
      }
      if (part.name !== "avatar") throw badRequest(`Unexpected file field "${part.name}".`, { [part.name]: "Unexpected file" });
      if (avatar) throw badRequest("Please choose one image.", { avatar: "Please choose one image." });
      if (part.filename === "") continue; // no file chosen
      const type = part.contentType ?? "";
      // Refused as soon as the part's headers arrive, before any byte of it is read.
      if (!(AVATAR_TYPES as readonly string[]).includes(type)) throw avatarType();
      const pieces: Uint8Array[] = [];
      let size = 0;
      for await (const chunk of part.chunks()) {
        size += chunk.length;
        if (size > AVATAR_MAX_BYTES) throw avatarTooLarge();
        pieces.push(chunk.slice()); // the reader reuses its buffer
      }
      const bytes = new Uint8Array(size);
      let offset = 0;
      for (const p of pieces) {
        bytes.set(p, offset);
        offset += p.length;
      }
      avatar = checkAvatar(bytes, type);
    }
  } catch (err) {
    await reader.cancel();
    if (err instanceof MultipartError) throw new ApiError(400, "MALFORMED_UPLOAD", err.message);
    throw err;
  }
  return { fields, avatar };
}

/** Stores (or replaces) the child's avatar object and returns its key. */
export async function putAvatar(bucket: R2Bucket, childId: string, image: AvatarImage): Promise<string> {
  const key = avatarKey(childId);
  await bucket.put(key, image.bytes, { httpMetadata: { contentType: image.contentType } });
  return key;
}

/**
 * Adds a child with an optional picture: the picture is stored first under the new id; if the row cannot be
 * written it is removed again.
 */
export async function createChildWithAvatar(
  db: Db,
  bucket: R2Bucket,
  familyId: string,
  input: CreateChildInput,
  avatar: AvatarImage | null,
): Promise<ChildDto> {
  if (!avatar) return createChild(db, familyId, input);
  const id = crypto.randomUUID();
  const key = await putAvatar(bucket, id, avatar);
  try {
    return await createChild(db, familyId, input, { id, avatarKey: key });
  } catch (err) {
    await bucket.delete(key);
    throw err;
  }
}

/**
 * Replaces a child's picture (POST /api/children/:id/avatar and the profile's form). Null when the child is
 * not the family's, or was deleted while the image arrived (then its object is removed again).
 */
export async function replaceChildAvatar(
  db: Db,
  bucket: R2Bucket,
  familyId: string,
  childId: string,
  avatar: AvatarImage | null,
): Promise<ChildDto | null> {
  if (!avatar) throw badRequest(CHILD_MESSAGES.avatarMissing, { avatar: CHILD_MESSAGES.avatarMissing });
  const key = await putAvatar(bucket, childId, avatar);
  const child = await setChildAvatar(db, familyId, childId, key);
  if (!child) await bucket.delete(avatarKey(childId));
  return child;
}
