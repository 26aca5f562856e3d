// Abstract, text-free editorial cover art for the demo seed. Everything is deterministic:
// the same (seed, category) pair always produces the same SVG. Only basic SVG features are
// used (gradients, circle, rect, path, opacity) so librsvg via sharp can rasterize it without
// fonts, filters or external references.

const WIDTH = 1600;
const HEIGHT = 900;

interface Palette {
  /** Three background gradient stops, dark to light-ish. */
  bg: [string, string, string];
  /** Two accent colours for the larger shapes. */
  accent: [string, string];
  /** A light tone for dots, rings and highlights. */
  light: string;
}

const palettes: Record<string, Palette> = {
  marketing: {
    bg: ["#3b0a45", "#b0174f", "#ff6b5b"],
    accent: ["#ffd166", "#ff9f1c"],
    light: "#fff1e6",
  },
  bisnis: {
    bg: ["#071e33", "#0b4a63", "#11707a"],
    accent: ["#f4c95d", "#7dd3c0"],
    light: "#e6f4f1",
  },
  teknologi: {
    bg: ["#0b1026", "#1e2a78", "#0e7490"],
    accent: ["#22d3ee", "#a78bfa"],
    light: "#e0f2fe",
  },
  pendidikan: {
    bg: ["#0f3d24", "#177245", "#6a9f1f"],
    accent: ["#fde047", "#fb923c"],
    light: "#f7fee7",
  },
  desain: {
    bg: ["#4c1d95", "#c026d3", "#fb7185"],
    accent: ["#fde68a", "#f9a8d4"],
    light: "#fff7ed",
  },
  olahraga: {
    bg: ["#450a0a", "#b91c1c", "#f97316"],
    accent: ["#fde68a", "#fb923c"],
    light: "#fffbeb",
  },
  politik: {
    bg: ["#0f172a", "#334155", "#7f1d1d"],
    accent: ["#f87171", "#cbd5e1"],
    light: "#f1f5f9",
  },
  hiburan: {
    bg: ["#1e0a3c", "#5b21b6", "#db2777"],
    accent: ["#fbbf24", "#67e8f9"],
    light: "#fdf4ff",
  },
  opini: {
    bg: ["#2b1d14", "#6b4a2f", "#b9854a"],
    accent: ["#f2d49b", "#e9a15b"],
    light: "#fdf6ec",
  },
  sosial: {
    bg: ["#053b35", "#0d9488", "#38bdf8"],
    accent: ["#fef08a", "#fda4af"],
    light: "#ecfeff",
  },
};

const neutralPalette: Palette = {
  bg: ["#111827", "#374151", "#6b7280"],
  accent: ["#e5e7eb", "#9ca3af"],
  light: "#f9fafb",
};

/** mulberry32: a tiny, fast, deterministic 32-bit PRNG returning floats in [0, 1). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash so the category also influences the arrangement. */
function hashString(value: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < value.length; i++) {
    h ^= value.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Round to two decimal places to keep the markup compact. */
function r(value: number): string {
  return (Math.round(value * 100) / 100).toString();
}

function wavePath(rand: () => number, baseY: number, amplitude: number): string {
  const segments = 4 + Math.floor(rand() * 3);
  const step = WIDTH / segments;
  const phase = rand() * Math.PI * 2;
  const points: Array<[number, number]> = [];
  for (let i = 0; i <= segments; i++) {
    const y = baseY + Math.sin(phase + i * 1.3) * amplitude * (0.6 + rand() * 0.4);
    points.push([i * step, y]);
  }
  const [first = [0, baseY], ...rest] = points;
  let d = `M0 ${HEIGHT} L0 ${r(first[1])}`;
  let [px, py] = first;
  for (const [x, y] of rest) {
    const c1x = px + step / 2;
    const c2x = x - step / 2;
    d += ` C${r(c1x)} ${r(py)} ${r(c2x)} ${r(y)} ${r(x)} ${r(y)}`;
    [px, py] = [x, y];
  }
  d += ` L${WIDTH} ${HEIGHT} Z`;
  return d;
}

export function coverSvg(seed: number, category: string): string {
  const palette = palettes[category] ?? neutralPalette;
  const rand = mulberry32(Math.imul(seed + 1, 0x9e3779b1) ^ hashString(category));
  const pick = <T>(items: readonly [T, ...T[]]): T =>
    items[Math.floor(rand() * items.length)] ?? items[0];
  const between = (min: number, max: number): number => min + rand() * (max - min);

  const [bg0, bg1, bg2] = palette.bg;
  const [acc0, acc1] = palette.accent;
  const light = palette.light;

  // Background gradient direction varies by seed.
  const angle = between(0, Math.PI * 2);
  const gx1 = 50 + Math.cos(angle) * 50;
  const gy1 = 50 + Math.sin(angle) * 50;
  const gx2 = 100 - gx1;
  const gy2 = 100 - gy1;

  const glowX = between(0.55, 0.85) * WIDTH;
  const glowY = between(0.15, 0.45) * HEIGHT;
  const shadeX = between(0.05, 0.3) * WIDTH;
  const shadeY = between(0.6, 0.95) * HEIGHT;

  const parts: string[] = [];

  parts.push(
    `<defs>`,
    `<linearGradient id="bg" x1="${r(gx1)}%" y1="${r(gy1)}%" x2="${r(gx2)}%" y2="${r(gy2)}%">`,
    `<stop offset="0" stop-color="${bg0}"/>`,
    `<stop offset="0.55" stop-color="${bg1}"/>`,
    `<stop offset="1" stop-color="${bg2}"/>`,
    `</linearGradient>`,
    `<radialGradient id="glow" cx="${r(glowX)}" cy="${r(glowY)}" r="620" gradientUnits="userSpaceOnUse">`,
    `<stop offset="0" stop-color="${acc0}" stop-opacity="0.55"/>`,
    `<stop offset="1" stop-color="${acc0}" stop-opacity="0"/>`,
    `</radialGradient>`,
    `<radialGradient id="shade" cx="${r(shadeX)}" cy="${r(shadeY)}" r="700" gradientUnits="userSpaceOnUse">`,
    `<stop offset="0" stop-color="${bg0}" stop-opacity="0.7"/>`,
    `<stop offset="1" stop-color="${bg0}" stop-opacity="0"/>`,
    `</radialGradient>`,
    `<linearGradient id="orbA" x1="0" y1="0" x2="1" y2="1">`,
    `<stop offset="0" stop-color="${acc0}"/>`,
    `<stop offset="1" stop-color="${acc1}"/>`,
    `</linearGradient>`,
    `<linearGradient id="orbB" x1="1" y1="0" x2="0" y2="1">`,
    `<stop offset="0" stop-color="${acc1}"/>`,
    `<stop offset="1" stop-color="${bg1}"/>`,
    `</linearGradient>`,
    `<linearGradient id="wave" x1="0" y1="0" x2="1" y2="0">`,
    `<stop offset="0" stop-color="${acc1}"/>`,
    `<stop offset="1" stop-color="${acc0}"/>`,
    `</linearGradient>`,
    `</defs>`,
  );

  parts.push(
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#bg)"/>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#glow)"/>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="url(#shade)"/>`,
  );

  // Subtle grid of dots in one region of the canvas.
  const dotCols = 8 + Math.floor(rand() * 6);
  const dotRows = 5 + Math.floor(rand() * 4);
  const gap = between(30, 44);
  const gridX = between(60, WIDTH * 0.45);
  const gridY = between(50, HEIGHT * 0.35);
  const dots: string[] = [];
  for (let row = 0; row < dotRows; row++) {
    for (let col = 0; col < dotCols; col++) {
      dots.push(`<circle cx="${r(gridX + col * gap)}" cy="${r(gridY + row * gap)}" r="2.6"/>`);
    }
  }
  parts.push(`<g fill="${light}" opacity="0.22">${dots.join("")}</g>`);

  // Faint diagonal lines for texture.
  const lineCount = 5 + Math.floor(rand() * 4);
  const lineGap = between(60, 110);
  const lineStart = between(WIDTH * 0.35, WIDTH * 0.7);
  const lines: string[] = [];
  for (let i = 0; i < lineCount; i++) {
    const x = lineStart + i * lineGap;
    lines.push(`<path d="M${r(x)} 0 L${r(x - 520)} ${HEIGHT}"/>`);
  }
  parts.push(
    `<g stroke="${light}" stroke-width="1.5" opacity="0.08" fill="none">${lines.join("")}</g>`,
  );

  // Large soft orbs.
  const orbCount = 2 + Math.floor(rand() * 2);
  for (let i = 0; i < orbCount; i++) {
    const cx = between(0.1, 0.9) * WIDTH;
    const cy = between(0.1, 0.8) * HEIGHT;
    const radius = between(140, 300);
    const fill = i % 2 === 0 ? "url(#orbA)" : "url(#orbB)";
    const opacity = between(0.3, 0.55);
    parts.push(
      `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${fill}" opacity="${r(opacity)}"/>`,
    );
  }

  // Outline rings.
  const ringCount = 2 + Math.floor(rand() * 2);
  for (let i = 0; i < ringCount; i++) {
    const cx = between(0.05, 0.95) * WIDTH;
    const cy = between(0.05, 0.9) * HEIGHT;
    const radius = between(60, 260);
    const width = pick([1.5, 2, 3, 6]);
    parts.push(
      `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="none" stroke="${light}" stroke-width="${width}" opacity="${r(between(0.18, 0.4))}"/>`,
    );
  }

  // Rotated rounded rectangles ("cards").
  const cardCount = 1 + Math.floor(rand() * 3);
  for (let i = 0; i < cardCount; i++) {
    const w = between(180, 420);
    const h = w * between(0.45, 0.9);
    const x = between(0.05, 0.85) * WIDTH;
    const y = between(0.1, 0.7) * HEIGHT;
    const rotation = between(-28, 28);
    const fill = pick([acc0, acc1, light]);
    const opacity = between(0.12, 0.3);
    parts.push(
      `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" rx="${r(Math.min(w, h) * 0.18)}" fill="${fill}" opacity="${r(opacity)}" transform="rotate(${r(rotation)} ${r(x + w / 2)} ${r(y + h / 2)})"/>`,
    );
  }

  // Small accent bubbles.
  const bubbleCount = 6 + Math.floor(rand() * 6);
  const bubbles: string[] = [];
  for (let i = 0; i < bubbleCount; i++) {
    const cx = between(0.03, 0.97) * WIDTH;
    const cy = between(0.05, 0.75) * HEIGHT;
    const radius = between(5, 18);
    const fill = pick([acc0, acc1, light]);
    bubbles.push(
      `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${fill}" opacity="${r(between(0.5, 0.9))}"/>`,
    );
  }
  parts.push(bubbles.join(""));

  // Layered waves along the bottom.
  const waveBase = between(0.68, 0.78) * HEIGHT;
  parts.push(
    `<path d="${wavePath(rand, waveBase, between(40, 70))}" fill="url(#wave)" opacity="0.35"/>`,
    `<path d="${wavePath(rand, waveBase + 70, between(30, 55))}" fill="${bg0}" opacity="0.45"/>`,
    `<path d="${wavePath(rand, waveBase + 130, between(20, 40))}" fill="${bg0}" opacity="0.6"/>`,
  );

  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">`,
    ...parts,
    `</svg>`,
  ].join("");
}
