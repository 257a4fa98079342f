// Demo prompts: education, productivity, image generation and personal growth.
import type { DemoPrompt } from './types.ts';

export const LEARNING_LIFE: DemoPrompt[] = [
  {
    title: "Explain Like I'm Five",
    preview: 'Understand any hard concept through a simple analogy, then level up step by step.',
    content:
      'Explain [concept] three times:\n1. To a five-year-old, using one everyday analogy\n2. To a high-school student, with one example\n3. To a university student, with the precise terms\n\nFinish with a one-question quiz for each level and the answers.',
    categories: ['Education'],
    tags: ['teaching', 'beginner-friendly'],
    flags: 'tf',
    rating: 4.9,
    uses: 2650,
    images: 1,
  },
  {
    title: 'Lesson Plan Creator',
    preview: 'A complete lesson with objectives, activities, timing and an exit ticket.',
    content:
      'Create a [duration] lesson plan on [topic] for [grade or level].\n\nInclude learning objectives, materials, a hook activity, direct instruction, guided practice, independent practice, differentiation for struggling and advanced learners, and an exit ticket with three questions.',
    categories: ['Education'],
    tags: ['teaching', 'planning'],
    flags: 'f',
    rating: 4.7,
    uses: 980,
  },
  {
    title: 'Flashcards from Notes',
    preview: 'Turn your notes into question-and-answer flashcards for spaced repetition.',
    content:
      'Turn these notes into 20 flashcards:\n\n[notes]\n\nFormat each as "Q: ... | A: ...". Ask one idea per card, prefer "why" and "how" questions over definitions, and mark the five most important cards with a star.',
    categories: ['Education', 'Productivity'],
    tags: ['summarization', 'teaching'],
    flags: 'n',
    rating: 4.6,
    uses: 1130,
  },
  {
    title: 'Socratic Tutor',
    preview: 'Learn by answering questions instead of reading answers.',
    content:
      'Be a Socratic tutor for [subject]. I want to understand [topic]. Do not give me the answer. Ask me one guiding question at a time, wait for my reply, correct misconceptions gently, and only summarise when I can explain the idea back in my own words.',
    categories: ['Education', 'Personal Growth'],
    tags: ['teaching', 'research'],
    rating: 4.5,
    uses: 640,
  },
  {
    title: 'Research Paper Summary',
    preview: 'The question, method, findings and limits of a paper in five minutes.',
    content:
      'Summarise this research paper for a [audience] reader:\n\n[paper text or abstract]\n\nGive: the research question, method, three key findings with numbers, limitations, and what it means in practice. Then list three follow-up questions worth investigating.',
    categories: ['Education', 'Data & Analysis'],
    tags: ['research', 'summarization'],
    flags: 't',
    rating: 4.7,
    uses: 1045,
  },
  {
    title: 'Weekly Planning Session',
    preview: 'Turn a messy to-do list into a realistic week with priorities and time blocks.',
    content:
      'Here is everything on my plate this week:\n[task list]\n\nMy fixed commitments: [commitments]. Working hours: [hours].\n\nSort the tasks with the Eisenhower matrix, pick the three outcomes that matter most, and propose a day-by-day time-block schedule with buffers. Tell me what to drop or delegate.',
    categories: ['Productivity'],
    tags: ['planning'],
    flags: 'tf',
    rating: 4.8,
    uses: 1580,
    images: 1,
  },
  {
    title: 'Meeting Notes to Action Items',
    preview: 'Clean summary, decisions and owners from raw meeting notes.',
    content:
      'Turn these raw meeting notes into:\n1. A five-sentence summary\n2. Decisions made\n3. Action items as a table: task, owner, due date\n4. Open questions\n\nNotes:\n[meeting notes]',
    categories: ['Productivity', 'Business'],
    tags: ['summarization', 'planning'],
    flags: 't',
    rating: 4.7,
    uses: 1390,
  },
  {
    title: 'Email Inbox Triage',
    preview: 'Short, polite replies to a batch of emails, sorted by urgency.',
    content:
      'Here are emails I need to answer:\n[emails]\n\nSort them into urgent, this week and can wait. Draft a reply of at most four sentences for each urgent and this-week email, in a friendly professional tone, signed as [your name].',
    categories: ['Productivity'],
    tags: ['email', 'summarization'],
    flags: 'n',
    rating: 4.4,
    uses: 720,
  },
  {
    title: 'Decision Matrix',
    preview: 'Compare options against weighted criteria and see which one really wins.',
    content:
      'Help me decide between these options: [options].\n\nCriteria that matter to me: [criteria]. Ask me to weight each criterion from 1 to 5 if I have not, score each option, show a weighted decision matrix, and point out which assumption would change the result.',
    categories: ['Productivity', 'Personal Growth'],
    tags: ['planning', 'analysis'],
    rating: 4.5,
    uses: 505,
  },
  {
    title: 'Cinematic Landscape Scene',
    preview: 'A detailed image prompt for a dramatic, photorealistic landscape.',
    content:
      'Photorealistic wide shot of [landscape] at [time of day], [weather] atmosphere, dramatic volumetric light, foreground [foreground detail], shot on a 24mm lens, f/8, ultra-detailed, rich color grading, --ar 16:9 --style raw',
    categories: ['Image Generation'],
    tags: ['midjourney', 'brainstorming'],
    flags: 'tf',
    rating: 4.8,
    uses: 1960,
    images: 3,
  },
  {
    title: 'Product Photo on a Clean Background',
    preview: 'Studio product shots for shops and ads, with soft light and true colors.',
    content:
      'Studio product photograph of [product] on a seamless [background color] background, soft diffused key light from the left, subtle reflection, true-to-life colors, crisp edges, centered composition with empty space for text, 85mm lens, --ar 4:5',
    categories: ['Image Generation', 'Marketing'],
    tags: ['midjourney', 'social-media'],
    flags: 'f',
    rating: 4.6,
    uses: 870,
    images: 2,
  },
  {
    title: 'Character Concept Sheet',
    preview: 'Front, side and back views of an original character in a consistent style.',
    content:
      'Character concept sheet of [character description], front, side and back views, neutral pose, [art style], consistent proportions, clean line art with flat colors, labelled color palette swatches, white background',
    categories: ['Image Generation'],
    tags: ['midjourney', 'storytelling'],
    flags: 'n',
    rating: 4.5,
    uses: 640,
    images: 1,
  },
  {
    title: 'Minimal Logo Concepts',
    preview: 'Simple, memorable logo directions for a brand name.',
    content:
      'Minimal flat vector logo for [brand name], a [industry] brand, using [symbol idea], two colors: [colors], geometric shapes, generous negative space, no text effects, presented on white and on dark backgrounds',
    categories: ['Image Generation', 'Business'],
    tags: ['midjourney', 'startup'],
    rating: 4.2,
    uses: 430,
  },
  {
    title: 'Daily Reflection Journal',
    preview: "Five questions that turn a day into lessons and tomorrow's focus.",
    content:
      "Guide me through an evening reflection. Ask these one at a time and respond briefly to each answer:\n1. What went well today, and why?\n2. What drained my energy?\n3. What did I learn?\n4. Whom am I grateful for?\n5. What is the one thing that would make tomorrow great?\n\nEnd with a two-sentence summary and tomorrow's focus.",
    categories: ['Personal Growth'],
    tags: ['planning'],
    flags: 'f',
    rating: 4.6,
    uses: 760,
  },
  {
    title: 'Habit Builder Plan',
    preview: 'A realistic plan to build one habit, with triggers, tiny steps and tracking.',
    content:
      'I want to build the habit of [habit]. My current routine: [routine]. Obstacles: [obstacles].\n\nDesign a 30-day plan using habit stacking: the trigger, the two-minute version, how to scale it weekly, how to track it, and what to do after a missed day.',
    categories: ['Personal Growth', 'Productivity'],
    tags: ['planning', 'beginner-friendly'],
    flags: 'tn',
    rating: 4.7,
    uses: 1210,
  },
  {
    title: 'Learn Any Skill Roadmap',
    preview: 'A 12-week roadmap from beginner to confident, with resources and projects.',
    content:
      'Create a 12-week learning roadmap for [skill], for someone with [current level] who can study [hours per week] hours a week.\n\nFor each week give the focus, one practice project or exercise, and how to know you are ready to move on. Recommend free resource types rather than specific paid courses.',
    categories: ['Personal Growth', 'Education'],
    tags: ['teaching', 'planning', 'beginner-friendly'],
    rating: 4.6,
    uses: 880,
  },
  {
    title: 'Difficult Conversation Prep',
    preview: 'Plan what to say in a hard conversation, and how to stay calm.',
    content:
      'I need to talk with [person] about [issue]. What I want: [desired outcome].\n\nHelp me prepare: an opening sentence that is kind and clear, how to describe the impact without blame, questions to understand their view, likely reactions and calm responses, and a proposed next step.',
    categories: ['Personal Growth', 'Career'],
    tags: ['strategy'],
    rating: 4.5,
    uses: 520,
  },
  {
    title: 'Brainstorm 20 Ideas',
    preview: 'Quantity first: twenty varied ideas, then the three most promising developed.',
    content:
      'Brainstorm 20 ideas for [challenge]. Make them varied: some safe, some bold, some absurd. Then pick the three most promising, and for each give the first step I could take this week and how I would know it works.',
    categories: ['Productivity', 'Business'],
    tags: ['brainstorming'],
    flags: 'n',
    rating: 4.4,
    uses: 690,
  },
  {
    title: 'Personal Budget Review',
    preview: 'Find where your money goes and three changes that make a real difference.',
    content:
      'Here are my monthly income and expenses:\n[income and expenses]\n\nCategorise the spending, compare it to the 50/30/20 rule, highlight the three largest opportunities to save, and suggest a realistic monthly savings target toward [goal].',
    categories: ['Personal Growth', 'Data & Analysis'],
    tags: ['planning', 'analysis'],
    rating: 4.3,
    uses: 410,
    draft: true,
  },
];
