// Demo prompts: business and career.
import type { DemoPrompt } from './types.ts';

export const BUSINESS_CAREER: DemoPrompt[] = [
  {
    title: 'One-Page Business Plan',
    preview: 'Problem, solution, market, model and milestones for a new idea, on one page.',
    content:
      'Write a one-page business plan for [business idea] in [location or market].\n\nSections: problem, solution, target customer, market size estimate with assumptions, competitors and our edge, revenue model, first-year milestones, and the three biggest risks with mitigations. Use bullet points and keep each section under 80 words.',
    categories: ['Business'],
    tags: ['startup', 'strategy', 'planning'],
    flags: 'tf',
    rating: 4.8,
    uses: 1420,
    images: 2,
  },
  {
    title: 'SWOT Analysis',
    preview: 'Strengths, weaknesses, opportunities and threats, with actions for each.',
    content:
      'Perform a SWOT analysis for [company or product] in the [industry] industry.\n\nGive four items per quadrant, each with one sentence of evidence. Then propose two strategies that use strengths to seize opportunities and two that reduce weaknesses against threats.',
    categories: ['Business'],
    tags: ['strategy', 'analysis'],
    flags: 't',
    rating: 4.6,
    uses: 1010,
  },
  {
    title: 'Customer Support Reply',
    preview: 'An empathetic, solution-first reply to a frustrated customer.',
    content:
      'Write a reply to this customer message:\n\n[customer message]\n\nCompany: [company]. What we can offer: [resolution].\n\nAcknowledge the problem in the first sentence, apologise once, explain the next step with a timeframe, and close warmly. Under 120 words, no corporate jargon.',
    categories: ['Business'],
    tags: ['customer-support', 'email'],
    flags: 'n',
    rating: 4.7,
    uses: 1275,
  },
  {
    title: 'Meeting Agenda and Pre-Read',
    preview: 'A focused agenda with goals, timings and the decisions the meeting must make.',
    content:
      'Create an agenda for a [duration] meeting about [topic] with [attendees].\n\nState the meeting goal in one sentence, list agenda items with owners and minutes, mark which items need a decision, and write a 150-word pre-read summarising the background.',
    categories: ['Business', 'Productivity'],
    tags: ['planning', 'summarization'],
    rating: 4.3,
    uses: 460,
  },
  {
    title: 'Investor Pitch Feedback',
    preview: "Tough, specific feedback on your pitch from a seed investor's point of view.",
    content:
      'Act as a seed-stage investor. Here is my pitch:\n\n[pitch text]\n\nScore it 1–10 on problem, market, traction, team and ask. For each score explain what is missing, list the five questions you would ask in the meeting, and rewrite my opening line to be sharper.',
    categories: ['Business'],
    tags: ['startup', 'strategy'],
    flags: 'f',
    rating: 4.7,
    uses: 690,
  },
  {
    title: 'Pricing Page Strategy',
    preview: 'Tiers, names and anchoring for a pricing page that converts.',
    content:
      'Propose pricing for [product], which serves [customer segments].\n\nSuggest three tiers with names, prices in [currency], included features and the customer each tier is for. Explain the anchoring logic, which tier to highlight, and two experiments to validate the prices.',
    categories: ['Business', 'Marketing'],
    tags: ['startup', 'strategy'],
    rating: 4.4,
    uses: 380,
  },
  {
    title: 'Tailored Resume Bullet Points',
    preview: 'Rewrite your experience as achievement-focused bullets matched to a job ad.',
    content:
      'Here is a job description:\n[job description]\n\nAnd my experience:\n[experience]\n\nRewrite my experience as 6–8 resume bullet points for the role of [job title]. Start each with a strong verb, quantify results where possible, and mirror the key skills of the job description honestly.',
    categories: ['Career'],
    tags: ['resume', 'copywriting'],
    flags: 'tf',
    rating: 4.9,
    uses: 2480,
    images: 1,
  },
  {
    title: 'Mock Interview Coach',
    preview: 'Practise an interview one question at a time, with feedback on every answer.',
    content:
      'Act as an interviewer for a [job title] position at [company type]. Ask me one question at a time, mixing behavioural and technical questions. After each of my answers, give feedback using the STAR method, a score out of 5, and a stronger sample answer. Start with the first question.',
    categories: ['Career', 'Education'],
    tags: ['interview', 'teaching'],
    flags: 't',
    rating: 4.8,
    uses: 1760,
  },
  {
    title: 'Cover Letter in Your Voice',
    preview: 'A concise cover letter that connects your story to what the employer needs.',
    content:
      'Write a cover letter for the [job title] role at [company].\n\nWhat excites me about the company: [reason]. My most relevant achievement: [achievement].\n\nThree short paragraphs, under 250 words, confident but not boastful, no clichés like "I am writing to apply".',
    categories: ['Career', 'Writing'],
    tags: ['resume', 'copywriting'],
    flags: 'n',
    rating: 4.6,
    uses: 1340,
  },
  {
    title: 'Salary Negotiation Script',
    preview: 'What to say, word for word, when you negotiate an offer.',
    content:
      'I received an offer for [job title] at [salary offered]. Market research suggests [target salary]. My strongest leverage: [leverage].\n\nWrite a negotiation script: the opening, how to state my number, answers to three likely pushbacks, and a graceful close whether or not they move.',
    categories: ['Career'],
    tags: ['interview', 'strategy'],
    flags: 'f',
    rating: 4.7,
    uses: 920,
  },
  {
    title: 'LinkedIn Headline and About',
    preview: 'A searchable headline and an About section that sounds like a person.',
    content:
      'Write three LinkedIn headline options (under 220 characters) and an About section (under 1,500 characters) for a [job title] with [years] years of experience in [field], looking for [goal].\n\nUse first person, include relevant keywords naturally, and end with how to reach me.',
    categories: ['Career', 'Marketing'],
    tags: ['social-media', 'resume'],
    rating: 4.4,
    uses: 810,
  },
  {
    title: '30-60-90 Day Plan',
    preview: 'A plan for your first three months in a new role that impresses your manager.',
    content:
      'Create a 30-60-90 day plan for a new [job title] at [company type].\n\nFor each phase list goals, key relationships to build, quick wins, and how success will be measured. Keep it realistic for someone who is still learning the company.',
    categories: ['Career', 'Productivity'],
    tags: ['planning', 'strategy'],
    rating: 4.5,
    uses: 570,
  },
  {
    title: 'Cold Outreach Email',
    preview: 'A short, personal first email that earns a reply.',
    content:
      'Write a cold email to [recipient role] at [company] offering [offer].\n\nPersonal detail to open with: [personal detail].\n\nUnder 90 words, one clear ask for a 15-minute call, no attachments, and a subject line under six words. Give two alternative subject lines.',
    categories: ['Business', 'Marketing'],
    tags: ['email', 'copywriting', 'startup'],
    flags: 't',
    rating: 4.6,
    uses: 1180,
  },
  {
    title: 'Employee Onboarding Checklist',
    preview: 'Everything a new hire needs in week one, organised by day.',
    content:
      'Create a first-week onboarding checklist for a new [job title] joining a [team size]-person [team type] team.\n\nOrganise it by day, with owners (manager, buddy, IT, new hire), the tools to set up, people to meet, and a small first task that ships by Friday.',
    categories: ['Business', 'Productivity'],
    tags: ['planning'],
    rating: 4.2,
    uses: 310,
  },
  {
    title: 'Job Offer Comparison',
    preview: 'Compare two offers beyond salary: growth, team, risk and lifestyle.',
    content:
      'Compare these two job offers:\nOffer A: [offer A details]\nOffer B: [offer B details]\n\nMy priorities: [priorities].\n\nBuild a comparison table covering total compensation, growth, team and manager, stability, commute or remote work, and learning. Give a recommendation and the questions I should ask each company before deciding.',
    categories: ['Career'],
    tags: ['analysis', 'strategy'],
    flags: 'n',
    rating: 4.5,
    uses: 450,
  },
  {
    title: 'Landing Page Hero Copy',
    preview: 'Headline, subheadline and call to action for the top of your landing page.',
    content:
      'Write hero section copy for a landing page selling [product] to [audience].\n\nMain benefit: [main benefit]. Proof point: [proof point].\n\nGive five headline options (under 10 words), a subheadline under 25 words for the best one, a call-to-action button label, and a one-line trust statement.',
    categories: ['Marketing', 'Writing'],
    tags: ['copywriting', 'startup', 'seo'],
    flags: 'tf',
    rating: 4.8,
    uses: 1490,
    images: 1,
  },
];
