// Joins class names, skipping falsy ones, so components can take an extra className.
export const cn = (...classes: (string | false | null | undefined)[]) => classes.filter(Boolean).join(' ');
