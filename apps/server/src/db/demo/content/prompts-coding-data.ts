// Demo prompts: coding, and data and analysis.
import type { DemoPrompt } from './types.ts';

export const CODING_DATA: DemoPrompt[] = [
  {
    title: 'Code Review Checklist',
    preview: "A senior engineer's review of your code: bugs, readability, security and tests.",
    content:
      'Act as a senior [language] engineer reviewing a pull request. Review the code below for:\n1. Bugs and edge cases\n2. Readability and naming\n3. Security issues\n4. Performance problems\n5. Missing tests\n\nFor each finding give the line, the problem, why it matters and a suggested fix. End with an overall verdict: approve, approve with comments, or request changes.\n\n```\n[code]\n```',
    categories: ['Coding'],
    tags: ['code-review', 'debugging'],
    flags: 'tf',
    rating: 4.9,
    uses: 2210,
    images: 2,
  },
  {
    title: 'Explain This Error',
    preview: 'Paste an error and a snippet; get the cause, the fix, and how to avoid it next time.',
    content:
      'I get this error in my [language] project:\n\n[error message]\n\nRelevant code:\n```\n[code]\n```\n\nExplain in plain words what the error means, the most likely cause in my code, a corrected version, and one habit that would prevent this class of error.',
    categories: ['Coding'],
    tags: ['debugging', 'beginner-friendly'],
    flags: 't',
    rating: 4.8,
    uses: 1890,
  },
  {
    title: 'Write Unit Tests',
    preview: 'Thorough tests for a function, covering normal cases, edge cases and failures.',
    content:
      'Write unit tests for the function below using [test framework].\n\nCover: typical inputs, boundary values, empty and null inputs, invalid types, and error paths. Name each test after the behaviour it checks. Explain any case you think the function handles wrongly.\n\n```\n[code]\n```',
    categories: ['Coding'],
    tags: ['javascript', 'python', 'code-review'],
    flags: 'f',
    rating: 4.7,
    uses: 1320,
  },
  {
    title: 'Python Script from a Description',
    preview: 'A clean, commented Python script with argument parsing and error handling.',
    content:
      'Write a Python 3 script that [task description].\n\nRequirements:\n- Use only the standard library unless [allowed libraries] are needed\n- Parse arguments with argparse\n- Handle missing files and bad input with clear messages\n- Include a main() function and type hints\n\nAfter the code, show an example command and its output.',
    categories: ['Coding'],
    tags: ['python', 'beginner-friendly'],
    flags: 'n',
    rating: 4.6,
    uses: 940,
  },
  {
    title: 'Refactor for Readability',
    preview: 'Smaller functions, better names, same behaviour, explained step by step.',
    content:
      'Refactor the [language] code below to make it easier to read and change, without changing behaviour.\n\nExplain each refactoring (extract function, rename, remove duplication, simplify conditionals) before showing the final code.\n\n```\n[code]\n```',
    categories: ['Coding'],
    tags: ['code-review', 'javascript'],
    rating: 4.5,
    uses: 705,
  },
  {
    title: 'SQL Query Builder',
    preview: 'Describe the question in words; get an efficient SQL query and the indexes it needs.',
    content:
      'Given these tables:\n[table definitions]\n\nWrite a [database] SQL query that answers: [question].\n\nExplain the query clause by clause, point out any index that would make it faster, and show how the result would look for a tiny example dataset.',
    categories: ['Coding', 'Data & Analysis'],
    tags: ['sql', 'analysis'],
    flags: 't',
    rating: 4.7,
    uses: 1150,
    images: 1,
  },
  {
    title: 'API Documentation Writer',
    preview: 'Clear endpoint documentation with parameters, examples and error answers.',
    content:
      'Write reference documentation for this API endpoint:\n\n[endpoint description or code]\n\nInclude: a one-line summary, method and path, authentication, parameters table (name, type, required, description), an example request with curl, an example response, and every error status with its meaning.',
    categories: ['Coding', 'Writing'],
    tags: ['javascript', 'teaching'],
    rating: 4.4,
    uses: 480,
  },
  {
    title: 'Regex Explainer and Builder',
    preview: 'Build a regular expression from examples, or understand one piece by piece.',
    content:
      'I need a regular expression for [language or tool] that matches [what to match] and does not match [what to avoid].\n\nGive the pattern, explain each part in a table, list five strings it matches and five it rejects, and note any edge case it gets wrong.',
    categories: ['Coding'],
    tags: ['debugging', 'javascript'],
    flags: 'n',
    rating: 4.3,
    uses: 390,
  },
  {
    title: 'Data Cleaning Plan',
    preview: 'A step-by-step plan to turn a messy dataset into analysis-ready data.',
    content:
      'I have a dataset with these columns: [columns]. Known problems: [problems].\n\nWrite a data cleaning plan: checks to run first, how to handle missing values, duplicates, outliers and inconsistent formats, and the [tool] code for each step. End with validation checks that prove the data is clean.',
    categories: ['Data & Analysis'],
    tags: ['python', 'analysis'],
    flags: 'f',
    rating: 4.6,
    uses: 620,
  },
  {
    title: 'Explain a Chart to Executives',
    preview: 'Turn a chart or table into three sentences a leadership team will act on.',
    content:
      'Here is a chart description or table: [data].\n\nWrite a three-sentence summary for executives: what changed, why it matters for [business goal], and what decision it suggests. Then list two questions an executive is likely to ask and short answers.',
    categories: ['Data & Analysis', 'Business'],
    tags: ['analysis', 'summarization'],
    rating: 4.4,
    uses: 355,
  },
  {
    title: 'A/B Test Result Analysis',
    preview: 'Decide whether your experiment result is real, with the statistics explained.',
    content:
      'Analyse this A/B test.\nVariant A: [visitors A] visitors, [conversions A] conversions.\nVariant B: [visitors B] visitors, [conversions B] conversions.\n\nCompute conversion rates, relative lift, a 95% confidence interval and the p-value, explain them in plain words, and recommend whether to ship, keep testing or stop.',
    categories: ['Data & Analysis', 'Marketing'],
    tags: ['analysis', 'research'],
    flags: 't',
    rating: 4.8,
    uses: 830,
  },
  {
    title: 'Survey Question Designer',
    preview: 'Unbiased survey questions that measure what you actually want to know.',
    content:
      'Design a survey of at most 10 questions to learn [research goal] from [respondents].\n\nMix closed and open questions, avoid leading wording, and order them from easy to sensitive. For each question give the answer format and what decision its answers would inform.',
    categories: ['Data & Analysis', 'Business'],
    tags: ['research', 'planning'],
    rating: 4.2,
    uses: 240,
  },
  {
    title: 'Commit Message Writer',
    preview: 'Conventional, informative commit messages from a diff.',
    content:
      'Write a commit message for this diff:\n\n[diff]\n\nUse the format: a summary line under 72 characters in the imperative mood, a blank line, then a body explaining what changed and why (not how). Mention any breaking change explicitly.',
    categories: ['Coding'],
    tags: ['code-review', 'beginner-friendly'],
    flags: 'n',
    rating: 4.3,
    uses: 560,
  },
  {
    title: 'Architecture Decision Record',
    preview: 'Document a technical decision: context, options, choice and consequences.',
    content:
      'Write an architecture decision record for this decision: [decision].\n\nContext: [context]. Options considered: [options].\n\nSections: title, status, context, decision, alternatives with pros and cons, consequences (good and bad), and when to revisit it.',
    categories: ['Coding', 'Business'],
    tags: ['planning', 'strategy'],
    rating: 4.5,
    uses: 330,
  },
  {
    title: 'JavaScript Concept Deep Dive',
    preview: 'Closures, promises or the event loop, explained with runnable examples.',
    content:
      'Explain [JavaScript concept] to a developer who knows the basics.\n\nStart with a one-paragraph intuition, then three runnable examples of increasing difficulty with their console output, a common mistake and how to spot it, and a short exercise with its solution.',
    categories: ['Coding', 'Education'],
    tags: ['javascript', 'teaching'],
    flags: 'f',
    rating: 4.7,
    uses: 1020,
  },
];
