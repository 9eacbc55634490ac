// Copy for the public Beta page (/beta).

/** Keys into the inline icon set (app/components/icons.tsx). */
export type BetaIcon = 'upload' | 'brain' | 'message' | 'shield' | 'zap' | 'sparkles' | 'users' | 'check';

export type BetaItem = {
  title: string;
  description: string;
  icon?: BetaIcon;
};

export type BetaButton = {
  label: string;
  href: string;
};

export type BetaCopy = {
  title: string;
  intro: string[];
  currentFeaturesHeading: string;
  currentFeatures: BetaItem[];
  expectationsHeading: string;
  expectations: BetaItem[];
  buttons: BetaButton[];
  closingHeading: string;
  closingBody: string;
};

export const betaCopy: BetaCopy = {
  title: 'IEP Binder Is in Beta',
  intro: [
    "Being in beta means IEP Binder is in active development. The core of the app is here and ready to use, and we're adding and polishing features every few weeks based on what families tell us they need.",
    "Your feedback matters more now than it ever will. If something is confusing, missing or just not working the way you expected, tell us — many of the improvements on our roadmap started as a note from a parent.",
    "As a thank-you for helping us shape the product, IEP Binder is completely free during beta. No credit card, no trial clock.",
  ],
  currentFeaturesHeading: 'What You Can Use Today',
  currentFeatures: [
    {
      title: 'Document upload and storage',
      icon: 'upload',
      description:
        "Upload your child's IEPs, 504 plans, evaluations and progress reports and keep them organized by child, school year and document type.",
    },
    {
      title: 'AI document analysis',
      icon: 'brain',
      description:
        'Get a plain-language summary of each document, a breakdown of its goals, and suggested questions to bring to your next meeting.',
    },
    {
      title: 'Conversational AI assistant',
      icon: 'message',
      description:
        "Ask questions about your child's documents in everyday words and get answers based on what the documents actually say.",
    },
    {
      title: 'Secure data encryption',
      icon: 'shield',
      description:
        'Your documents and account information are encrypted in transit and at rest, and only you and the family members you invite can see them.',
    },
  ],
  expectationsHeading: 'What to Expect During Beta',
  expectations: [
    {
      title: 'Occasional downtime',
      icon: 'zap',
      description:
        'While we make improvements, the app may be briefly unavailable now and then. We work to keep any interruptions short.',
    },
    {
      title: 'New features',
      icon: 'sparkles',
      description:
        'Expect regular additions like family invitations and goal tracking. Check the roadmap to see what is coming next.',
    },
    {
      title: 'Growing community',
      icon: 'users',
      description:
        'You are one of the first families using IEP Binder, and what you share with us helps shape it for every parent who comes after you.',
    },
    {
      title: 'Direct communication',
      icon: 'message',
      description:
        'Messages go straight to the people building the product. We read every note and reply within 24 hours.',
    },
    {
      title: 'Security first',
      icon: 'shield',
      description:
        "Beta doesn't mean cutting corners. Protecting your family's information comes before any new feature.",
    },
    {
      title: 'Stable core',
      icon: 'check',
      description:
        'Uploading, viewing and discussing your documents is dependable today, even as we build new features around it.',
    },
  ],
  closingHeading: 'Help Us Build It With You',
  closingBody:
    "See what's coming next, start organizing your child's documents today, or tell us what would make IEP Binder more useful for your family.",
  buttons: [
    { label: 'View Roadmap', href: '/roadmap' },
    { label: "Get Started — It's Free", href: '/signup' },
    { label: 'Send Feedback', href: '/contact' },
  ],
};
