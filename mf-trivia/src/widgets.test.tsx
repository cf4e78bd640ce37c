import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { remoteDescriptor } from '@portal/shared';
import { fakeApi, renderWithProviders } from '@portal/shared/testing';
import portal from '../portal.json';
import widgets from './widgets';
import { triviaApi } from './test/fixtures';
import { TRIVIA_TEXTS } from './texts';

describe('mf_trivia ./widgets', () => {
  it('declares in portal.json exactly the widgets it exports, in the same slots (the shell reads portal.json first)', () => {
    const declared = remoteDescriptor.parse(portal).widgets.map((w) => `${w.key}@${w.slot}`);
    expect(widgets.map((w) => `${w.key}@${w.slot}`).sort()).toEqual([...declared].sort());
    for (const w of widgets) expect(w.permission).toEqual({ module: 'home_page', action: 'view' });
  });

  it('renders Daily Trivia with a link to the scoreboard, and Polls', async () => {
    fakeApi(triviaApi());
    renderWithProviders(
      <>
        {widgets.map(({ key, element: Widget }) => (
          <Widget key={key} />
        ))}
      </>,
      { grants: { home_page: ['view'] } },
    );
    expect(await screen.findByText('Which arcade game came first?')).toBeTruthy();
    expect(screen.getByRole('heading', { name: TRIVIA_TEXTS.dailyTrivia })).toBeTruthy();
    expect(screen.getByRole('link', { name: TRIVIA_TEXTS.scoreboardLink }).getAttribute('href')).toBe('/trivia');
    expect(await screen.findByText('Best party snack?')).toBeTruthy();
  });

  it("says so when there is no question or poll today (the home page's own words)", async () => {
    fakeApi(triviaApi({ 'POST /api/v1/trivia/question': { body: { results: null } }, 'POST /api/v1/polls/question': { body: { results: [] } } }));
    renderWithProviders(
      <>
        {widgets.map(({ key, element: Widget }) => (
          <Widget key={key} />
        ))}
      </>,
    );
    expect(await screen.findByText(TRIVIA_TEXTS.noQuestionsHome)).toBeTruthy();
    expect(screen.getByRole('link', { name: TRIVIA_TEXTS.scoreboardLink })).toBeTruthy();
    expect(await screen.findByText(TRIVIA_TEXTS.noPoll)).toBeTruthy();
  });

  it("shows 'loading questions...' while today's question loads, and a retry when it fails", async () => {
    fakeApi(triviaApi({ 'POST /api/v1/trivia/question': { status: 500, body: { error: { code: 'INTERNAL_ERROR', message: 'x' } } } }));
    const Daily = widgets.find((w) => w.key === 'daily-trivia')!.element;
    renderWithProviders(<Daily />);
    expect(screen.getByText(TRIVIA_TEXTS.loadingQuestions)).toBeTruthy();
    expect(await screen.findByRole('button', { name: TRIVIA_TEXTS.retry })).toBeTruthy();
  });
});
