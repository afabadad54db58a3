// The step kit's answers are typed by the effect they answer (issue 34: a wire body fed to the
// login exchange silently took the refusal branch). tsc refuses each line marked below.
import { call, put } from 'redux-saga/effects';
import { login, selectAuth, session } from '../../src/models/session';
import { buy, shop } from '../../src/models/shop';
import { selectRun } from '../../src/models/tasks';
import { runPhoto } from '../../src/models/tasksRerun';
import { askEffect, selectEffect, stepAnswer, stepContext, steps, wireOk } from '../testing';
import { trade } from '../testing/fixtures';

const { api } = stepContext();
const action = session.actions.login({ code: 'c', state: 's' });
const exchange = call(api.loginWechatWeb, { code: 'c', state: 's' });

steps(login(action), [[exchange, stepAnswer({ token: 't', type: 'Bearer', expire: 60 })]]);
// @ts-expect-error the wire body (no `ok`) is not what api.ts resolves with
steps(login(action), [[exchange, wireOk({ token: 't', type: 'Bearer', expire: 60 })]]);
// @ts-expect-error the login exchange answers a token, not a trade
steps(login(action), [[exchange, stepAnswer(trade())]]);

steps(buy(shop.actions.buy({ id: 'g1' })), [
  [askEffect('buy', 'buy', { id: 'g1' }), trade()],
  [put(shop.actions.saveTrade(trade()))],
]);
// @ts-expect-error `ask` answers the endpoint's data, not the Answer around it
steps(buy(shop.actions.buy({ id: 'g1' })), [[askEffect('buy', 'buy', { id: 'g1' }), stepAnswer(trade())]]);
// @ts-expect-error a reason the endpoint does not list
askEffect('buy', 'pay', { id: 'g1' });

steps(runPhoto({ type: 'tasks/runPhoto', payload: { runId: 'r1' } }), [[selectEffect(selectRun('r1')), undefined]]);
// @ts-expect-error selectRun answers a run or undefined
steps(runPhoto({ type: 'tasks/runPhoto', payload: { runId: 'r1' } }), [[selectEffect(selectRun('r1')), 'r1']]);
steps(login(action), [[selectEffect(selectAuth), { type: 'Bearer', token: 't', expire: 1 }]]);
