// Who a 3D toon is drawn as: a man's face (sure enough) is drawn with a man's features and never
// made up; a woman's sure face is made up; a face the model cannot tell is neither.
import { shortHairedMan, whoFrom } from './who';

describe('who the toon is drawn as', () => {
  it('a man gets no makeup and a man’s features; a woman makeup; an unsure face neither', () => {
    expect(whoFrom({ age: 35, gender: 'male', genderScore: 0.6 })).toEqual({ makeup: 'neutral', man: true });
    expect(whoFrom({ age: 25, gender: 'female', genderScore: 0.6 })).toEqual({ makeup: 'feminine', man: false });
    expect(whoFrom({ age: 25, gender: 'female', genderScore: 0.05 })).toEqual({ makeup: 'neutral', man: false });
    expect(whoFrom(null)).toEqual({ makeup: 'neutral', man: false });
  });

  it('draws a short-haired man for a man or an unsure face with short hair, never over long hair', () => {
    const man = whoFrom({ age: 35, gender: 'male', genderScore: 0.6 });
    const unsure = whoFrom(null);
    const woman = whoFrom({ age: 25, gender: 'female', genderScore: 0.6 });
    expect([shortHairedMan(man, false), shortHairedMan(unsure, false), shortHairedMan(woman, false)]).toEqual([
      true,
      true,
      false,
    ]);
    expect([shortHairedMan(man, true), shortHairedMan(unsure, true), shortHairedMan(woman, true)]).toEqual([false, false, false]);
  });
});
