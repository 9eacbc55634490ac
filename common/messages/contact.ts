/** What the contact form shows after a successful send, and what POST /api/contact answers (requirements §8). */
export const CONTACT_SENT = "Thank you for your message! We'll get back to you within 24 hours.";
