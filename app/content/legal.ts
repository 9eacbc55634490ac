// Copy for the Privacy Policy (/privacy-policy) and Terms of Use (/terms-of-use).
// Section ids double as in-page anchors (e.g. /privacy-policy#cookies).

export type LegalSection = {
  id: string;
  title: string;
  paragraphs: string[];
  bullets?: string[];
};

export const supportEmail = 'support@iepbinder.app';

export const privacySections: LegalSection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    paragraphs: [
      "IEP Binder helps parents and guardians keep, understand and discuss their children's individualized education programs (IEPs), 504 plans and related school documents. We know these documents contain some of the most personal information a family has, and we treat it that way.",
      'This Privacy Policy explains what information we collect when you use IEP Binder, how we use it, who we share it with, and the choices you have. By using IEP Binder, you agree to the practices described here.',
    ],
  },
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    paragraphs: ['We collect only what we need to run the service and make it useful for your family:'],
    bullets: [
      'Account information: your first and last name, e-mail address, password (stored in hashed form), and profile picture if you sign in with Google or add one.',
      "Child profiles: the name, birth month and birth year you enter for each child, and an optional avatar image.",
      'Documents you upload: IEPs, 504 plans, evaluations, progress reports, assessments and other files, along with the title, type and school year you give them.',
      'Conversations: the questions you ask the AI assistant, its answers, and summaries generated from your documents.',
      'Messages you send us through the contact form, including your name, e-mail address, subject and message.',
      'Usage data: basic technical information such as pages visited, browser type, device type and approximate location derived from your IP address, collected through essential cookies and, only if you allow it, analytics cookies.',
    ],
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Your Information',
    paragraphs: ['We use your information to:'],
    bullets: [
      'Create and secure your account and keep you signed in.',
      "Store and organize your children's documents by child, school year and type.",
      'Generate summaries, goal analyses and suggested questions, and answer your questions in the AI assistant.',
      'Respond to your messages and support requests.',
      'Send you service e-mails, such as password resets and important account notices.',
      'Understand how the service is used so we can fix problems and improve it.',
      'Protect IEP Binder and its users from fraud, spam and abuse.',
    ],
  },
  {
    id: 'sharing',
    title: 'How We Share Information',
    paragraphs: [
      "We do not sell your personal information or your children's information, and we do not use your documents for advertising.",
      'We share information only in these limited situations:',
    ],
    bullets: [
      'With family members you invite to your family workspace, who can see your children\'s documents and insights.',
      'With service providers who help us run IEP Binder, such as hosting, storage, e-mail delivery, bot protection (reCAPTCHA) and AI processing. They may use your information only to provide their services to us.',
      'With analytics providers (Google Analytics), only if you accept analytics cookies.',
      'When required by law, or to protect the rights, safety and property of our users, the public or IEP Binder.',
      'As part of a merger, acquisition or sale of assets, in which case this policy will continue to protect your information.',
    ],
  },
  {
    id: 'security',
    title: 'Data Security',
    paragraphs: [
      'Your information is encrypted in transit and at rest. Access to your documents is limited to you and the family members you invite, and our team accesses account data only when needed to support you or keep the service running.',
      'We are also working on automatic anonymization, which will remove identifying details from documents before they are analyzed. No system is perfectly secure, so please use a strong password and let us know right away if you suspect any unauthorized access to your account.',
    ],
  },
  {
    id: 'retention',
    title: 'Data Retention',
    paragraphs: [
      'We keep your account information, child profiles, documents and conversations for as long as your account is active. When you delete a document or a child profile, or close your account, we delete the related information from our active systems, except where we must keep it to meet legal obligations or resolve disputes.',
      'Usage data is typically kept for up to 2 years and then deleted or aggregated so it no longer identifies you.',
    ],
  },
  {
    id: 'your-rights',
    title: 'Your Rights and Choices',
    paragraphs: [
      'Depending on where you live, you may have the right to access, correct, download or delete your personal information, and to object to or limit certain uses of it.',
      `You can update your name in Account Settings and delete documents and child profiles at any time. For anything else, including a copy of your data or closing your account, e-mail us at ${supportEmail} and we will respond promptly.`,
    ],
  },
  {
    id: 'childrens-privacy',
    title: "Children's Privacy",
    paragraphs: [
      'IEP Binder is designed for parents and guardians, not children. We do not knowingly collect personal information directly from children under 13, and children should not create accounts.',
      "Information about children comes from their parents or guardians, who choose what to add to a child's profile and which documents to upload. If you believe a child has given us information directly, please contact us and we will delete it.",
    ],
  },
  {
    id: 'ai',
    title: 'AI Processing',
    paragraphs: [
      'To create summaries, goal analyses, suggested questions and chat answers, the text of your documents is processed either by an AI model or by a built-in analyzer that runs within our service. AI providers we use process this text only to return results to us, not to advertise to you.',
      'AI can make mistakes. Responses may be incomplete or wrong, so please double-check important details against the original document and with your child\'s team. AI output is not legal, medical or educational advice.',
    ],
  },
  {
    id: 'email',
    title: 'E-mail Communications',
    paragraphs: [
      'We send service e-mails that you need to use IEP Binder, such as password reset links and important notices about your account or changes to our policies. You cannot opt out of these while your account is active.',
      'If we send product news or beta updates, every such e-mail will include a way to unsubscribe. When you write to us, we use your e-mail address to reply.',
    ],
  },
  {
    id: 'international-transfers',
    title: 'International Data Transfers',
    paragraphs: [
      'IEP Binder is operated from the United States, and our service providers may process information in the United States and other countries. If you use IEP Binder from outside the United States, your information may be transferred to, stored and processed in countries whose data protection laws differ from those where you live. We take steps to keep your information protected wherever it is processed.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to This Policy',
    paragraphs: [
      'We may update this Privacy Policy as IEP Binder grows. When we do, we will change the "Last updated" date at the top of this page, and if the changes are significant we will let you know by e-mail or with a notice in the app before they take effect.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact Us',
    paragraphs: [
      `If you have questions about this Privacy Policy or how we handle your family's information, e-mail us at ${supportEmail} or use our contact form. We're here to help.`,
    ],
  },
  {
    id: 'cookies',
    title: 'Cookie Policy',
    paragraphs: [
      'Cookies are small files stored by your browser. We use a few that are strictly necessary for IEP Binder to work, and analytics cookies only if you say yes. The first time you visit, a banner at the bottom of the page lets you choose.',
      'If you choose "Decline Non-Essential Cookies", we remove any non-essential cookies and do not set analytics cookies. Strictly necessary cookies stay, because the site cannot work without them. You can also clear cookies at any time in your browser settings.',
    ],
    bullets: [
      'Session cookie (strictly necessary): keeps you securely signed in. It is removed when you log out or when your session ends.',
      'cookie-consent (strictly necessary): remembers your cookie choice, stored as "accepted" or "declined", so we don\'t ask again on every visit.',
      'sidebar_state (functional): remembers whether the sidebar is open or closed. It lasts 7 days.',
      '_ga, _gid and _gat (analytics, Google Analytics): help us understand which pages are used and how, so we can improve the service. They are set only if you accept analytics cookies, and last up to 2 years.',
    ],
  },
];

export const termsSections: LegalSection[] = [
  {
    id: 'acceptance',
    title: 'Acceptance of Terms',
    paragraphs: [
      'These Terms of Use govern your use of IEP Binder. By creating an account or using the service, you agree to these terms and to our Privacy Policy. If you do not agree, please do not use IEP Binder.',
      'You must be at least 18 years old and a parent, legal guardian or other person authorized to manage the records of the children whose information you add.',
    ],
  },
  {
    id: 'service-description',
    title: 'Description of Service',
    paragraphs: [
      "IEP Binder is a web app that helps parents and guardians store, organize and understand their children's IEPs, 504 plans, evaluations, progress reports and other school documents.",
      'The service includes a family workspace with a profile for each child, document upload and viewing, AI-generated summaries, goal analyses and suggested questions, and an AI assistant you can ask about your documents. Features may be added, changed or removed over time.',
    ],
  },
  {
    id: 'accounts',
    title: 'Your Account',
    paragraphs: [
      'You are responsible for giving accurate information when you sign up, keeping your password confidential, and all activity that happens under your account. Please tell us right away if you think someone has accessed your account without permission.',
      'When you invite family members to your workspace, they will be able to see your children\'s documents and insights. Only invite people you trust with that information.',
    ],
  },
  {
    id: 'ai-disclaimer',
    title: 'AI Services Disclaimer',
    paragraphs: [
      'Summaries, analyses, suggested questions and chat answers in IEP Binder are generated automatically and are provided for general information only. They are not legal, medical or educational advice, and they do not create an attorney-client or any other professional relationship.',
      'AI can make mistakes. Responses may be inaccurate, incomplete or out of date. Always double-check important information against your original documents, and consult your child\'s school team, a qualified advocate, an attorney or a medical professional before making decisions.',
    ],
  },
  {
    id: 'user-content',
    title: 'Your Content',
    paragraphs: [
      'You keep ownership of the documents, profiles and messages you add to IEP Binder. You give us a limited permission to store, process and display that content only as needed to provide the service to you and the family members you invite.',
      'You are responsible for making sure you have the right to upload each document and that your content does not violate any law or the rights of others.',
    ],
  },
  {
    id: 'privacy',
    title: 'Privacy',
    paragraphs: [
      'How we collect, use and protect your information, including cookies, is described in our Privacy Policy, which is part of these terms.',
    ],
  },
  {
    id: 'prohibited-uses',
    title: 'Prohibited Uses',
    paragraphs: ['When using IEP Binder, you agree not to:'],
    bullets: [
      'Upload information about a child you are not authorized to manage.',
      'Break the law or infringe anyone\'s rights, including privacy rights.',
      'Try to access other families\' accounts or data, or get around our security measures.',
      'Upload viruses or other harmful code, or interfere with the service or its infrastructure.',
      'Scrape, copy or resell the service, or use automated tools to access it without our permission.',
      'Use the service to harass, mislead or harm others.',
    ],
  },
  {
    id: 'availability',
    title: 'Service Availability and Beta',
    paragraphs: [
      'IEP Binder is currently in beta. We are actively building and improving it, which means you may run into occasional downtime, bugs or features that change or go away.',
      'We work hard to keep the service running and your data safe, but we cannot promise that IEP Binder will always be available or error-free. We recommend keeping your own copies of important documents.',
    ],
  },
  {
    id: 'warranty-disclaimer',
    title: 'Disclaimer of Warranties',
    paragraphs: [
      'IEP Binder is provided "as is" and "as available". To the fullest extent allowed by law, we disclaim all warranties, express or implied, including warranties of merchantability, fitness for a particular purpose, accuracy and non-infringement.',
    ],
  },
  {
    id: 'liability',
    title: 'Limitation of Liability',
    paragraphs: [
      'To the fullest extent allowed by law, IEP Binder and its affiliates will not be liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of data, opportunity or goodwill, arising from your use of or inability to use the service, including any reliance on AI-generated content.',
      'Our total liability for any claim relating to the service is limited to the amount you paid us for the service in the 12 months before the claim, or US$100 if you paid nothing.',
    ],
  },
  {
    id: 'termination',
    title: 'Termination',
    paragraphs: [
      'You may stop using IEP Binder and ask us to close your account at any time. We may suspend or end your access if you violate these terms or if we need to in order to protect other users or the service.',
      'When an account is closed, we delete its data as described in our Privacy Policy. Sections of these terms that by their nature should continue, such as disclaimers and limitations of liability, survive termination.',
    ],
  },
  {
    id: 'changes',
    title: 'Changes to These Terms',
    paragraphs: [
      'We may update these terms from time to time. If we make significant changes, we will let you know by e-mail or with a notice in the app before they take effect. Continuing to use IEP Binder after the changes take effect means you accept the updated terms.',
    ],
  },
  {
    id: 'governing-law',
    title: 'Governing Law and Disputes',
    paragraphs: [
      'These terms are governed by the laws of the United States and the laws of the applicable state, without regard to conflict-of-law rules.',
      'Any dispute arising from these terms or the service will be resolved by binding arbitration on an individual basis rather than in court, except that either party may bring a qualifying claim in small claims court. Before starting arbitration, please contact us so we can try to resolve the issue informally.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact Us',
    paragraphs: [
      `Questions about these terms? E-mail us at ${supportEmail} or use our contact form, and we'll get back to you.`,
    ],
  },
];

export type LegalPageCopy = {
  title: string;
  description: string;
  intro: string;
};

export const privacyPage: LegalPageCopy & { lastUpdatedLabel: string } = {
  title: 'Privacy Policy',
  description:
    'How IEP Binder collects, uses, protects and shares information about you and your children, including our cookie policy.',
  intro:
    "Your family's documents are private. This policy explains in plain language what we collect, why, and the choices you have.",
  lastUpdatedLabel: 'Last updated',
};

export const termsPage: LegalPageCopy = {
  title: 'Terms of Use',
  description: 'The terms that apply when you use IEP Binder, including the AI services disclaimer and how disputes are resolved.',
  intro: 'Please read these terms carefully. They explain your rights and responsibilities when you use IEP Binder.',
};
