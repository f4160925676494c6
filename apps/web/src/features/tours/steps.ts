import { TOOLBOX_TEXT, type TourId } from '@packsmith/core';

export interface TourStep {
  /** The element the step points at (the first match that is on screen); a step whose target is absent is skipped. */
  target: string;
  title: string;
  body: string;
}

/** Each tour's steps, pointing at real elements of its screen. */
export const TOUR_STEPS: Record<TourId, TourStep[]> = {
  dashboard: [
    {
      target: '[data-tour="create-new"]',
      title: 'Start a design',
      body: 'Create new opens every creation flow: packaging, logos, imagery, photoshoots and more.',
    },
    {
      target: '[data-testid="quick-create"]',
      title: 'Quick create',
      body: 'Jump straight into the flow you use most.',
    },
    {
      target: '[data-testid="recent-work"]',
      title: 'Pick up where you left off',
      body: 'Your latest sessions and images live here; open one to keep editing.',
    },
    {
      target: '[data-testid="notification-bell"]',
      title: 'Stay in the loop',
      body: 'Finished designs, comments and replies arrive here as they happen.',
    },
  ],
  editor: [
    {
      target: '[data-testid="editor-stage"]',
      title: 'Your image',
      body: 'Press and hold Previous or Original to compare versions in place.',
    },
    {
      target: '[data-testid="comment-mode"]',
      title: 'Pin comments',
      body: 'Choose Comment, then click the image to pin feedback your collaborators can reply to.',
    },
    {
      target: '[data-testid="chat-input"]',
      title: 'Say what to change',
      body: 'Describe the edit in your own words; everything else stays as it is.',
    },
    {
      target: '[data-testid="editor-history"]',
      title: 'Undo and redo',
      body: 'Step back and forth through your edits at any time.',
    },
  ],
  toolbox: [
    {
      target: `input[aria-label="${TOOLBOX_TEXT.search}"]`,
      title: 'Find a tool',
      body: 'Type what you want to do, like "logo" or "background".',
    },
    {
      target: '[role="radiogroup"][aria-label="Filter the toolbox"]',
      title: 'Browse by kind',
      body: 'Filter the tools by what they change.',
    },
    {
      target: 'ul[aria-label="Tools"]',
      title: 'Pick a tool',
      body: 'Each tool opens a short form; the result arrives in the editor chat.',
    },
  ],
};
