/** Rigid motions in 3D: a 3×3 rotation and a translation, and what the fold maths needs of them. */
export type Vec3 = [number, number, number];
/** A rigid motion: a 3×3 rotation (row-major) and a translation. */
export interface Motion {
  r: [number, number, number, number, number, number, number, number, number];
  t: Vec3;
}

export const IDENTITY: Motion = { r: [1, 0, 0, 0, 1, 0, 0, 0, 1], t: [0, 0, 0] };

export function apply(m: Motion, [x, y, z]: Vec3): Vec3 {
  const r = m.r;
  return [
    r[0] * x + r[1] * y + r[2] * z + m.t[0],
    r[3] * x + r[4] * y + r[5] * z + m.t[1],
    r[6] * x + r[7] * y + r[8] * z + m.t[2],
  ];
}

/** m ∘ n: apply n first. */
export function compose(m: Motion, n: Motion): Motion {
  const a = m.r;
  const b = n.r;
  const r: Motion['r'] = [0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (let i = 0; i < 3; i++)
    for (let j = 0; j < 3; j++)
      r[i * 3 + j] = a[i * 3]! * b[j]! + a[i * 3 + 1]! * b[3 + j]! + a[i * 3 + 2]! * b[6 + j]!;
  return { r, t: apply(m, n.t) };
}

/** A turn by `angle` radians about the axis through point p along unit vector u (Rodrigues). */
export function turnAbout(p: Vec3, u: Vec3, angle: number): Motion {
  const [x, y, z] = u;
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  const k = 1 - c;
  const r: Motion['r'] = [
    c + x * x * k,
    x * y * k - z * s,
    x * z * k + y * s,
    y * x * k + z * s,
    c + y * y * k,
    y * z * k - x * s,
    z * x * k - y * s,
    z * y * k + x * s,
    c + z * z * k,
  ];
  // rotate about p: x' = R(x − p) + p
  const rp = apply({ r, t: [0, 0, 0] }, p);
  return { r, t: [p[0] - rp[0], p[1] - rp[1], p[2] - rp[2]] };
}
