// Copy and data for the public roadmap page (/roadmap).

export type RoadmapStatus = 'completed' | 'in-progress' | 'planned' | 'future';
export type RoadmapPriority = 'high' | 'medium' | 'low';
export type RoadmapCategory = 'core' | 'ai' | 'collaboration' | 'analytics';
export type RoadmapIcon =
  | 'zap'
  | 'upload'
  | 'file'
  | 'scan'
  | 'brain'
  | 'users'
  | 'target'
  | 'search'
  | 'message'
  | 'chart'
  | 'school';

export type RoadmapItem = {
  id: string;
  title: string;
  description: string;
  status: RoadmapStatus;
  /** Quarter label in the form 'Qn YYYY', e.g. 'Q2 2025'. */
  quarter: string;
  priority: RoadmapPriority;
  category: RoadmapCategory;
  icon: RoadmapIcon;
};

export const statusLabels: Record<RoadmapStatus, string> = {
  completed: 'Completed',
  'in-progress': 'In Progress',
  planned: 'Planned',
  future: 'Future',
};

export const priorityLabels: Record<RoadmapPriority, string> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

export const categoryLabels: Record<RoadmapCategory, string> = {
  core: 'Core Platform',
  ai: 'AI Features',
  collaboration: 'Collaboration',
  analytics: 'Analytics',
};

export const roadmapItems: RoadmapItem[] = [
  {
    id: 'streaming-responses',
    title: 'Streaming AI Responses',
    description:
      'Answers from the AI assistant now appear word by word as they are written, so you can start reading right away instead of waiting for the whole reply.',
    status: 'completed',
    quarter: 'Q2 2025',
    priority: 'high',
    category: 'ai',
    icon: 'zap',
  },
  {
    id: 'large-file-storage',
    title: 'Larger File Uploads',
    description:
      'Upgraded document storage so long IEPs and full evaluation reports — up to 50 MB — upload reliably without being split up.',
    status: 'completed',
    quarter: 'Q2 2025',
    priority: 'high',
    category: 'core',
    icon: 'upload',
  },
  {
    id: 'document-viewing',
    title: 'Document Viewing and Downloading',
    description:
      "Open any uploaded document right in your binder, or download the original to print or share with your child's team.",
    status: 'completed',
    quarter: 'Q3 2025',
    priority: 'medium',
    category: 'core',
    icon: 'file',
  },
  {
    id: 'scanned-text-extraction',
    title: 'Text Extraction from Scanned Documents',
    description:
      'Reads the text in scanned or photographed pages so paper documents from school can be summarized and searched like any other file.',
    status: 'completed',
    quarter: 'Q3 2025',
    priority: 'high',
    category: 'ai',
    icon: 'scan',
  },
  {
    id: 'ai-document-analysis',
    title: 'AI Document Analysis',
    description:
      'Deeper analysis of each document: plain-language summaries, a breakdown of goals and how progress is measured, and suggested questions for your next meeting.',
    status: 'in-progress',
    quarter: 'Q3 2025',
    priority: 'high',
    category: 'ai',
    icon: 'brain',
  },
  {
    id: 'family-collaboration',
    title: 'Real-Time Family Collaboration',
    description:
      'Invite a spouse, partner or co-parent to your family workspace so everyone sees the same documents, insights and conversations as they happen.',
    status: 'in-progress',
    quarter: 'Q4 2025',
    priority: 'high',
    category: 'collaboration',
    icon: 'users',
  },
  {
    id: 'goal-tracking-dashboard',
    title: 'Goal Tracking Dashboard',
    description:
      "Now on each child's Progress tab: every IEP goal beside last year's version, with the progress reports in between, and a flag when a baseline has not moved, a goal was dropped without being mastered or service minutes were cut.",
    status: 'completed',
    quarter: 'Q4 2026',
    priority: 'medium',
    category: 'analytics',
    icon: 'target',
  },
  {
    id: 'disability-law-search',
    title: 'Special Education Law Search',
    description:
      'Ask about your rights and get answers grounded in the text of special education and disability laws such as IDEA and Section 504, with references you can look up yourself.',
    status: 'planned',
    quarter: 'Q4 2025',
    priority: 'medium',
    category: 'ai',
    icon: 'search',
  },
  {
    id: 'conversation-templates',
    title: 'Conversation Templates',
    description:
      'Ready-made starting points for common situations — preparing for an annual review, requesting an evaluation, or following up after a meeting.',
    status: 'planned',
    quarter: 'Q1 2026',
    priority: 'low',
    category: 'ai',
    icon: 'message',
  },
  {
    id: 'progress-analytics',
    title: 'Progress Analytics',
    description:
      'Charts and trends that show how your child is doing over time, drawn from progress reports and evaluations across school years.',
    status: 'future',
    quarter: 'Q1 2026',
    priority: 'medium',
    category: 'analytics',
    icon: 'chart',
  },
  {
    id: 'school-integration',
    title: 'School System Integration',
    description:
      'Bring documents in directly from participating school systems, so new IEPs and progress reports land in your binder without extra uploading.',
    status: 'future',
    quarter: 'Q1 2026',
    priority: 'low',
    category: 'collaboration',
    icon: 'school',
  },
];

export type RoadmapCopy = {
  title: string;
  subtitle: string;
  emptyTitle: string;
  emptyBody: string;
  footerNote: string;
};

export const roadmapCopy: RoadmapCopy = {
  title: 'Product Roadmap',
  subtitle:
    "Where IEP Binder is headed: the features we're building to make IEP management simpler and to help the whole family work together for your child.",
  emptyTitle: 'No items found',
  emptyBody: 'Try adjusting your filters to see more roadmap items.',
  footerNote:
    'This roadmap shows our current plans. Timing and features may change based on your feedback, technical considerations and business priorities.',
};
