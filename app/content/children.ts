// Copy for the Children tab, child profiles, uploads and the document viewer (requirements §2, §4, §5, §8).
// Strings the spec fixes are quoted from it exactly; keep this area's user-facing copy here.
import { DOCUMENT_TEXT_MESSAGES } from "@common/messages/documents";

export type ToastCopy = { title: string; description?: string };

export const childrenCopy = {
  emptyTitle: "No children added yet",
  emptyBody: "Add your first child to get started",
  addChild: "Add Child",
  born: (month: string | null, year: string | null) => `Born: ${[month, year].filter(Boolean).join(" ")}`,
  documents: "Documents",
  lastUpdated: "Last updated",
  never: "Never",
  saving: "Saving…",
  menuLabel: (name: string) => `Actions for ${name}`,
  editProfile: "Edit Profile",
  manageDocuments: "Manage Documents",
  manageDocumentsFor: (name: string) => `Manage ${name}'s documents`,
  delete: "Delete",
  uploadIep: "Upload IEP",
  profile: "Profile",
  converse: "Converse",
  avatarAlt: (name: string) => `${name}'s profile picture`,
} as const;

export const addChildCopy = {
  title: "Add Child",
  description: "Create a profile for your child to keep their documents together.",
  name: "Child's Name",
  namePlaceholder: "Enter your child's name",
  birthMonth: "Birth Month",
  birthYear: "Birth Year",
  selectMonth: "Select month",
  selectYear: "Select year",
  avatar: "Profile Picture (optional)",
  avatarHint: "Image files only.",
  removeAvatar: "Remove picture",
  avatarPreviewAlt: "Preview of the chosen profile picture",
  cancel: "Cancel",
  submit: "Add Child",
  submitting: "Adding…",
} as const;

export const deleteChildCopy = {
  title: "Delete child profile",
  body: (name: string) =>
    `This permanently deletes ${name}'s profile, all of their documents and all conversations about them. This action cannot be undone.`,
  confirmLabel: (name: string) => `Type "${name}" to confirm`,
  cancel: "Cancel",
  submit: "Delete Profile",
  submitting: "Deleting…",
} as const;

export const manageDocumentsCopy = {
  title: "Manage Documents",
  description: (name: string) => `Documents uploaded for ${name}.`,
  loading: "Loading documents…",
  loadFailed: "Documents could not be loaded. Please try again.",
  view: "View",
  discuss: "Discuss with AI",
  delete: "Delete",
  deleting: "Deleting...",
  close: "Close",
  rowMenu: (title: string) => `Actions for ${title}`,
} as const;

export const uploadCopy = {
  dialogTitle: "Upload IEP Document",
  dialogDescription: (name: string) => `Add a document to ${name}'s binder.`,
  pageTitle: (name: string) => `Upload IEP Document for ${name}`,
  breadcrumb: "Upload Document",
  file: "Document",
  chooseFile: "Click to choose a file",
  orDrop: "or drag and drop it here",
  accepted: "PDF, DOC, DOCX or TXT, up to 50 MB",
  chooseAnother: "Click to choose another file",
  removeFile: "Remove file",
  title: "Document Title",
  titlePlaceholder: "e.g. IEP 2026-2027",
  type: "Document Type",
  schoolYear: "School Year (optional)",
  schoolYearPlaceholder: "e.g. 2026-2027",
  schoolYearHint: "If left blank, the current year is used.",
  submit: "Upload Document",
  submitting: "Uploading...",
  cancel: "Cancel",
  progressLabel: "Upload progress",
  processingNote: "After upload, the document is read so you can search it and ask questions about it.",
} as const;

export const profileCopy = {
  breadcrumb: (name: string) => `${name}'s Profile`,
  dashboard: "Dashboard",
  tabs: { profile: "Profile", documents: "Documents", progress: "Progress" },
  loading: "Loading...",
  notFound: "Child not found",
  notFoundBody: "This child's profile does not exist or you don't have access.",
  backToDashboard: "Back to Dashboard",
  details: "Profile details",
  avatar: "Profile Picture",
  chooseAvatar: "Choose a picture",
  changeAvatar: "Change picture",
  uploadAvatar: "Upload Avatar",
  uploadingAvatar: "Uploading…",
  cancelAvatar: "Cancel",
  name: "Name",
  birthMonth: "Birth Month",
  birthYear: "Birth Year",
  notSet: "Not set",
  edit: "Edit",
  cancel: "Cancel",
  save: "Save",
  saving: "Saving…",
  editField: (label: string) => `Edit ${label}`,
  documentsHeading: "Documents",
  uploadDocument: "Upload Document",
  noDocuments: "No documents yet.",
  view: "View",
  delete: "Delete",
  deleting: "Deleting...",
  deleteChild: "Delete Profile",
  dangerZone: "Delete this profile",
  dangerBody: "Removes the profile with all of its documents and conversations.",
} as const;

export const documentListCopy = {
  heading: (name: string) => `${name}'s Documents`,
  subtitle: "Every IEP, evaluation and progress report, by school year and type.",
  uploadDocument: "Upload Document",
  askQuestions: "Ask Questions",
  emptyTitle: "No documents found",
  emptyBody: "Upload your first IEP document to get started",
  columns: { title: "Title", type: "Type", schoolYear: "School Year", dateAdded: "Date Added", status: "Status", actions: "Actions" },
  rowMenu: (title: string) => `Actions for ${title}`,
  view: "View Document",
  edit: "Edit Details",
  download: "Download",
  delete: "Delete",
  deleting: "Deleting...",
  notSet: "—",
} as const;

export const editDocumentCopy = {
  title: "Edit Document Details",
  description: "Change how this document is listed.",
  docTitle: "Document Title",
  type: "Document Type",
  schoolYear: "School Year (optional)",
  cancel: "Cancel",
  save: "Save Changes",
  saving: "Saving…",
  titleRequired: "Document Title is required",
  typeRequired: "Document Type is required",
} as const;

export const viewerCopy = {
  dashboard: "Dashboard",
  documents: (name: string) => `${name}'s Documents`,
  download: "Download",
  tabs: { document: "Document", text: "Text", insights: "AI Insights" },
  /** The text view: the document's text page by page, as IEP Binder read it (docs/decisions/0061). */
  text: {
    label: "Text as read",
    intro: "The text IEP Binder read from this document, page by page. Answers and insights cite these pages.",
    page: (n: number) => `Page ${n}`,
    emptyPage: "No text was read from this page.",
    processing: DOCUMENT_TEXT_MESSAGES.processing,
    noText: DOCUMENT_TEXT_MESSAGES.noText,
    error: "The document's text could not be loaded. Try refreshing the page.",
    quoteNotFound: (page: number) => `The quoted words could not be found on page ${page}; the whole page is shown.`,
    pageMissing: (page: number, count: number) => `This document has no page ${page} (it has ${count === 1 ? "1 page" : `${count} pages`}).`,
    highlighted: "Quoted words",
  },
  previewUnavailable: "Document preview not available",
  previewHint: "Try downloading the document to view it",
  openDocument: "Open Document",
  notFound: "Document not found",
  notFoundBody: "The requested document does not exist or you don't have access.",
  backToDashboard: "Back to Dashboard",
  added: (date: string) => `Added ${date}`,
  pages: (n: number) => (n === 1 ? "1 page" : `${n} pages`),
} as const;

export const statusCopy = {
  processing: "Processing…",
  ready: "Ready",
  failed: "Failed",
  needs_ocr: "Needs OCR",
} as const;

export const testAddChildCopy = {
  title: "Test Add Child",
  description: "Sends a child's name to the API and shows the raw response.",
  name: "Child Name",
  submit: "Add Child",
  submitting: "Adding…",
  response: "API response",
  nameRequired: "Please enter a child name",
} as const;

/** Toasts (requirements §5, §8), quoted exactly. */
export const toasts = {
  childAdded: { title: "Success", description: "Child added successfully" },
  addChildFailed: "Error adding child",
  addChildFallback: "Failed to save child to database",
  missingName: { title: "Missing information", description: "Please enter your child's name." },
  childRemoved: { title: "Child removed" },
  deleteChildFailed: { title: "Failed to delete", description: "There was a problem deleting the child's profile." },
  noDocuments: { title: "No documents found", description: "Please upload an IEP document first to start a conversation." },
  fileTooLarge: {
    title: "File too large",
    description: "Please upload files smaller than 50MB. For larger files, please split or compress them first.",
  },
  missingDocument: { title: "Missing document", description: "Please select a file to upload." },
  missingChild: { title: "Missing child information. Please try again." },
  noChildSelected: { title: "No child selected. Please try again." },
  uploading: { title: "Uploading document..." },
  uploaded: { title: "Document uploaded", description: "Your document has been uploaded successfully." },
  uploadFailed: "Upload failed",
  uploadFallback: "There was a problem uploading your document. Please try again.",
  profileUpdated: { title: "Profile updated" },
  updateFailed: { title: "Failed to update", description: "There was a problem saving your changes." },
  avatarUpdated: { title: "Avatar updated successfully!" },
  avatarFailed: { title: "Failed to upload avatar", description: "There was a problem uploading your profile picture. Please try again." },
  documentDeleted: { title: "Document deleted", description: "The document has been permanently deleted." },
  deleteDocumentFailed: "Failed to delete document",
  deleteDocumentFallback: "There was a problem deleting the document. Please try again.",
  documentUpdated: { title: "Document updated", description: "The document has been updated successfully." },
  updateDocumentFailed: { title: "Failed to update document", description: "There was a problem updating the document. Please try again." },
  testError: "Error",
  testFailed: "Failed to add child",
  testUnexpected: "An unexpected error occurred",
  imageOnly: { title: "Images only", description: "Please choose an image file for the profile picture." },
} as const satisfies Record<string, ToastCopy | string>;

/** Browser confirmations before deleting a document (requirements §5). */
export const confirmDeleteDocument = {
  /** Dashboard and single viewer. */
  generic: "Are you sure you want to delete this document? This action cannot be undone.",
  /** Profile and viewer list. */
  titled: (title: string) => `Are you sure you want to delete "${title}"? This action cannot be undone.`,
} as const;
