// The modelled relief's forms round one point (the eye sockets, the lips, the chin, the crease
// under the lower lip) are wider than they are tall, as the faces they model. Read the other way
// round, each eye socket's hollow ran 0.32 eye distances down into the cheek, and pixar's blind
// readers saw "a dark smudge on the nose and cheek".
import { formHeight, pointForm } from './relief';

describe("the toon relief's forms", () => {
  it('lays a point form `across` over the face and `along` down it', () => {
    // An eye socket as bumps() models it: 0.32 eye distances across, 0.22 down (unit 100 px).
    const socket = pointForm([200, 200], 100, -0.13, 0.32, 0.22);
    const centre = formHeight(socket, 199.5, 199.5);
    const beside = formHeight(socket, 199.5 + 30, 199.5) / centre;
    const below = formHeight(socket, 199.5, 199.5 + 30) / centre;
    // Gaussian shares at 0.3 eye distances: exp(-0.5 (0.3/0.32)^2) = 0.64 beside, exp(-0.5 (0.3/0.22)^2) = 0.39 below.
    expect(beside).toBeCloseTo(0.64, 2);
    expect(below).toBeCloseTo(0.39, 2);
  });
});
