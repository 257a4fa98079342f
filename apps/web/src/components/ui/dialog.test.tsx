import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { wrapper } from '../../test/i18n-wrapper.tsx';
import { Button } from './button.tsx';
import { Checkbox } from './checkbox.tsx';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from './dialog.tsx';
import { Label } from './label.tsx';

describe('Dialog', () => {
  it('opens from its trigger as a named modal and closes with the close button or Escape', async () => {
    const user = userEvent.setup();
    render(
      <Dialog>
        <DialogTrigger asChild>
          <Button>Delete Prompt</Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>Delete Prompt</DialogTitle>
          <DialogDescription>Are you sure?</DialogDescription>
        </DialogContent>
      </Dialog>,
      { wrapper },
    );
    await user.click(screen.getByRole('button', { name: 'Delete Prompt' }));
    expect(screen.getByRole('dialog', { name: 'Delete Prompt' })).toHaveAccessibleDescription(
      'Are you sure?',
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Prompt' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('Checkbox', () => {
  it('toggles from its label', async () => {
    const user = userEvent.setup();
    render(
      <div>
        <Checkbox id="featured" />
        <Label htmlFor="featured">Featured</Label>
      </div>,
      { wrapper },
    );
    const box = screen.getByRole('checkbox', { name: 'Featured' });
    expect(box).not.toBeChecked();
    await user.click(screen.getByText('Featured'));
    expect(box).toBeChecked();
  });
});
