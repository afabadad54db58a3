// docs/testing.md "1. An effect, step by step" quotes this file (tests/unit/docs/stepExamples.test.ts
// checks each quoted block is here, word for word): a silent load that reads the Answer itself.
import { call, put } from 'redux-saga/effects';
import { describe, expect, it } from 'vitest';
import { fetch, splitTemplates, templates } from '../../../../src/models/templates';
import { stepAnswer, stepContext, stepRefused, steps, templateAnswer } from '../../../testing';

describe('templates/fetch, step by step', () => {
  const context = stepContext();
  const load = call(context.api.getTemplates);

  it('code 0: the lists split as docs/contract.md §4 says, saved', () => {
    const end = steps(
      fetch(),
      [[load, stepAnswer(templateAnswer)], [put(templates.actions.save(splitTemplates(templateAnswer)))]],
      context,
    );
    expect(end).toEqual({ done: true, value: undefined });
  });

  it('a non-zero code: nothing saved, nothing said (docs/contract.md §8)', () => {
    expect(steps(fetch(), [[load, stepRefused(5, 'busy')]], context)).toEqual({ done: true, value: undefined });
  });
});
