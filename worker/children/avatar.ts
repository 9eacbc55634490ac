// Child forms with an optional avatar image (POST /api/children, POST /api/children/:id/avatar).
// Parsed with the streaming multipart reader rather than formData(): formData() would buffer a body of
// any size, even sent chunked without Content-Length; here the image is capped at 5 MB while it arrives.
import { AVATAR_MAX_BYTES, AVATAR_TYPES, type AvatarType, CHILD_MESSAGES } from "../../common/schemas/children.ts";
import { ApiError, badRequest } from "../http/errors.ts";
import { imageMatchesType } from "../documents/file-check.ts";
import { boundaryOf, MultipartError, MultipartReader } from "../documents/multipart.ts";
import { MULTIPART_OVERHEAD_BYTES } from "../documents/upload.ts";
import { avatarKey } from "./children.ts";

export type AvatarImage = { bytes: Uint8Array; contentType: AvatarType };
export type ChildForm = { fields: Record<string, string>; avatar: AvatarImage | null };

const TEXT_FIELD_MAX_BYTES = 4 * 1024;
const avatarTooLarge = () => new ApiError(413, "FILE_TOO_LARGE", CHILD_MESSAGES.avatarTooLarge);

export function isMultipart(contentType: string | null | undefined): boolean {
  return boundaryOf(contentType) !== null;
}

/**
 * Reads a multipart form: the named text fields (each ≤ 4 KB) and at most one image in `avatar`,
 * checked for type (declared and by its first bytes) and size (≤ 5 MB, also while streaming).
 */
export async function readChildForm(request: Request, textFields: ReadonlySet<string>): Promise<ChildForm> {
  const declared = Number(request.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > AVATAR_MAX_BYTES + MULTIPART_OVERHEAD_BYTES) throw avatarTooLarge();
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
      if (!(AVATAR_TYPES as readonly string[]).includes(type)) throw new ApiError(415, "UNSUPPORTED_FILE_TYPE", CHILD_MESSAGES.avatarType);
      const pieces: Uint8Array[] = [];
      let size = 0;
      for await (const chunk of part.chunks()) {
        size += chunk.length;
        if (size > AVATAR_MAX_BYTES) throw avatarTooLarge();
        pieces.push(chunk.slice()); // the reader reuses its buffer
      }
      if (size === 0) throw badRequest(CHILD_MESSAGES.avatarEmpty, { avatar: CHILD_MESSAGES.avatarEmpty });
      const bytes = new Uint8Array(size);
      let offset = 0;
      for (const p of pieces) {
        bytes.set(p, offset);
        offset += p.length;
      }
      if (!imageMatchesType(bytes, type)) throw new ApiError(415, "UNSUPPORTED_FILE_TYPE", CHILD_MESSAGES.avatarMismatch);
      avatar = { bytes, contentType: type as AvatarType };
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
