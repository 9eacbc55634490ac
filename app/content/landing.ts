// Copy for the public landing page (/).

export type CtaLink = {
  label: string;
  href: string;
};

export type HeroCopy = {
  headline: string;
  subheadline: string;
  primaryCta: CtaLink;
  secondaryCta: CtaLink;
};

export const hero: HeroCopy = {
  headline: "Understand Your Child's IEP. Walk Into Every Meeting Ready.",
  subheadline:
    'IEP Binder keeps every IEP, evaluation and progress report in one place, explains them in plain language, and helps you find the right questions to ask — so you can spend less time sorting paperwork and more time speaking up for your child.',
  primaryCta: { label: 'Get Started', href: '/signup' },
  secondaryCta: { label: 'How It Works', href: '#how-it-works' },
};

export type FounderStory = {
  heading: string;
  paragraphs: string[];
};

export const founderStory: FounderStory = {
  heading: 'Built by a Parent Who Has Sat at That Table',
  paragraphs: [
    "The first time I read my son's IEP, I sat at the kitchen table with a highlighter and a cold cup of coffee and understood maybe half of it. Present levels, least restrictive environment, service minutes — every page was about my child, and yet I felt like the only person in the room who didn't speak the language.",
    "Friends told me to hire an advocate. Good advocates are worth every penny, but at about $200 per hour, most families can only afford a few hours, if any. I ended up doing what so many parents do: late nights with a stack of paper, a search engine and a growing list of questions I was afraid I'd forget by the time the meeting came.",
    "IEP Binder is the tool I wished I'd had. It keeps every document in one organized place, explains what the plan actually says, points out goals and services worth asking about, and lets you ask questions in everyday words. It doesn't replace the people who support your child — it helps you show up prepared and confident.",
    'IEP Binder is part of a parent-focused family of companies, and everything we build starts with one question: will this make life a little easier for a parent who is already carrying a lot?',
  ],
};

export type Stat = {
  value: string;
  label: string;
};

export const stats: Stat[] = [
  { value: '7.3M', label: 'students in the U.S. have an IEP' },
  { value: '83%', label: "of parents say their child's IEP is complex to understand" },
  { value: '12+', label: 'hours parents spend preparing for a single IEP meeting' },
];

export type BenefitIcon = 'folder' | 'sparkles' | 'compass' | 'users';

export type Benefit = {
  id: string;
  title: string;
  description: string;
  icon: BenefitIcon;
};

export const benefits: Benefit[] = [
  {
    id: 'simple-organization',
    title: 'Simple Organization',
    description:
      "Upload PDFs, Word documents (.docx), scanned pages (.jpg, .png) and Google Docs (exported to PDF or Word). Everything is sorted by child, school year and document type, so last year's evaluation is never more than a click away.",
    icon: 'folder',
  },
  {
    id: 'ai-powered-insights',
    title: 'AI-Powered Insights',
    description:
      'Get a plain-language summary of each document, plus a clear look at goals, accommodations, services and how progress will be measured — without decoding the jargon on your own.',
    icon: 'sparkles',
  },
  {
    id: 'personalized-guidance',
    title: 'Personalized Guidance',
    description:
      "Ask questions about your child's documents in your own words and get suggested questions to bring to the next meeting, based on what your child's plan actually says.",
    icon: 'compass',
  },
  {
    id: 'family-collaboration',
    title: 'Family Collaboration',
    description:
      'Set up a family workspace so you and your partner can see the same documents and insights. Your files are encrypted in transit and at rest, and automatic anonymization of personal details is on our roadmap.',
    icon: 'users',
  },
];

export type HowItWorksStep = {
  step: 1 | 2 | 3;
  title: string;
  description: string;
};

export type HowItWorksCopy = {
  heading: string;
  steps: HowItWorksStep[];
};

export const howItWorks: HowItWorksCopy = {
  heading: 'How It Works',
  steps: [
    {
      step: 1,
      title: 'Upload Your Documents',
      description:
        "Add your child's IEP, 504 plan, evaluations or progress reports. Label each one by school year and type so your binder stays tidy as the years go by.",
    },
    {
      step: 2,
      title: 'Let the AI Read Along With You',
      description:
        'IEP Binder reviews each document and pulls out what matters most: a summary, the goals, and the supports your child is supposed to receive.',
    },
    {
      step: 3,
      title: 'Get Insights and Ask Questions',
      description:
        "Read the summary, review the goals analysis, and chat with the assistant about anything that's unclear. Walk into your next meeting with your questions written down.",
    },
  ],
};

export type Testimonial = {
  quote: string;
  name: string;
  role: string;
};

export const testimonials: Testimonial[] = [
  {
    quote:
      "I used to bring a shoebox of papers to every meeting. Now I pull up my daughter's last three IEPs side by side and actually know what changed. I finally felt like part of the team.",
    name: 'Maria G.',
    role: 'Parent of a 3rd grader',
  },
  {
    quote:
      "The summary explained our son's speech services in words I could repeat to my husband. The suggested questions gave me the courage to ask why his minutes had been cut.",
    name: 'Denise T.',
    role: 'Parent of a kindergartner',
  },
  {
    quote:
      'We have two kids with plans, one IEP and one 504. Keeping them separate and organized used to be a part-time job. This saves me hours before every meeting.',
    name: 'James R.',
    role: 'Parent of a 6th grader and a 9th grader',
  },
];

export type FaqItem = {
  id: string;
  question: string;
  answer: string;
};

export const faq: FaqItem[] = [
  {
    id: 'is-it-free',
    question: 'Is IEP Binder free?',
    answer:
      "Yes. IEP Binder is free while we are in beta, and you don't need a credit card to sign up. If we introduce paid plans later, we'll tell you well in advance.",
  },
  {
    id: 'file-types',
    question: 'What kinds of files can I upload?',
    answer:
      'You can upload PDFs, Word documents (.docx) and scanned images (.jpg, .png). If your school shares documents through Google Docs, export them as PDF or Word first and upload the exported file.',
  },
  {
    id: 'data-security',
    question: "Is my child's information secure?",
    answer:
      'We take this seriously. Your documents are encrypted in transit and at rest, and only you and the family members you invite can see them. We are also building automatic anonymization to strip identifying details before documents are analyzed.',
  },
  {
    id: 'replace-advocate',
    question: 'Does the AI replace an advocate or attorney?',
    answer:
      "No. IEP Binder helps you understand your documents and prepare, but it isn't legal or educational advice. AI can make mistakes, so please double-check important details against the original document and reach out to an advocate or attorney when you need one.",
  },
  {
    id: 'partner-access',
    question: 'Can my spouse or partner access our account?',
    answer:
      "Yes — that's what the family workspace is for. Invited family members will have full access to your children's documents and insights. Family invitations are in development now and will be available soon.",
  },
  {
    id: 'multiple-children',
    question: 'Can I add more than one child?',
    answer:
      'Absolutely. Create a profile for each child, and their documents, insights and conversations stay separate and easy to find.',
  },
];

export type FinalCtaCopy = {
  heading: string;
  body: string;
  cta: CtaLink;
};

export const finalCta: FinalCtaCopy = {
  heading: "You Don't Have to Figure Out the IEP Alone",
  body:
    'Bring your documents together, understand what they say, and head into your next meeting with confidence. It only takes a few minutes to get started.',
  cta: { label: "Get Started — It's Free", href: '/signup' },
};

export const signupNote = 'Free during beta · No credit card required';

export const sectionIds = {
  howItWorks: 'how-it-works',
  benefits: 'benefits',
  testimonials: 'testimonials',
  faq: 'faq',
} as const;

export type SectionId = (typeof sectionIds)[keyof typeof sectionIds];

export type NavAnchor = {
  label: string;
  href: `#${SectionId}`;
};

export const navAnchors: NavAnchor[] = [
  { label: 'How It Works', href: '#how-it-works' },
  { label: 'Benefits', href: '#benefits' },
  { label: 'Testimonials', href: '#testimonials' },
  { label: 'FAQ', href: '#faq' },
];

export type SectionIntro = {
  heading: string;
  intro?: string;
};

/** Headings and lead-ins for landing sections whose data above carries no heading of its own. */
export const landingSections: {
  stats: SectionIntro;
  benefits: SectionIntro;
  howItWorks: SectionIntro;
  testimonials: SectionIntro;
  faq: SectionIntro;
} = {
  stats: {
    heading: 'Why Parents Need a Better Binder',
    intro: "IEPs shape a child's school day, yet the paperwork behind them is long, technical and spread across years.",
  },
  benefits: {
    heading: 'Everything in One Place, Explained',
    intro: 'IEP Binder brings your documents together and helps you make sense of them — at your own pace, in your own words.',
  },
  howItWorks: {
    heading: howItWorks.heading,
    intro: 'From a pile of paperwork to a prepared parent in three steps.',
  },
  testimonials: {
    heading: 'What Parents Are Saying',
    intro: 'Families in our beta use IEP Binder to get ready for meetings and keep track of what was promised.',
  },
  faq: {
    heading: 'Frequently Asked Questions',
    intro: "Straight answers about cost, files, privacy and what the AI can and can't do.",
  },
};

export type HeroPreview = {
  label: string;
  documentTitle: string;
  meta: string;
  summaryHeading: string;
  summary: string;
  goalsHeading: string;
  goals: string[];
  questionHeading: string;
  question: string;
};

/** The illustrative document card beside the hero headline (made-up sample data, drawn in CSS). */
export const heroPreview: HeroPreview = {
  label: 'Example of an analyzed document',
  documentTitle: 'Annual IEP — Grade 3',
  meta: 'IEP · 2025–26 school year · 14 pages',
  summaryHeading: 'Plain-language summary',
  summary:
    'Sam receives 30 minutes of speech therapy twice a week and small-group reading support every day. Extra time is allowed on tests.',
  goalsHeading: '3 goals found',
  goals: ['Reading fluency: 90 words per minute', 'Clear speech in class discussions', 'Asks for help when stuck'],
  questionHeading: 'Question to ask',
  question: 'How will we know if the reading goal is on track before the spring progress report?',
};
